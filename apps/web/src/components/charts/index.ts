export { RadarChart, type ChartDatum } from './RadarChart';
export { BarChart } from './BarChart';
import './charts.css';
