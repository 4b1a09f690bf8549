import './people.css';

export { PersonPicker } from './PersonPicker';
export { SaveCounterparts } from './SaveCounterparts';
