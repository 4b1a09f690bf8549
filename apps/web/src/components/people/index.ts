import './people.css';

export { personFields, type ChosenPerson } from './chosen-person';
export { PersonPicker } from './PersonPicker';
export { SaveCounterparts } from './SaveCounterparts';
