export { Button, ButtonLink, type ButtonVariant } from './Button';
export { Spinner, FullScreenSpinner, PageSpinner } from './Spinner';
export { Alert } from './Alert';
export { Card } from './Card';
export { Badge, type BadgeTone } from './Badge';
export { ProgressBar } from './ProgressBar';
export { StatusScreen } from './StatusScreen';
export { TextField } from './TextField';
export { Logo } from './Logo';
