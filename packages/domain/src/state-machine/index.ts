export { defineMachine, illegalMove, type IllegalMove, type StateMachine } from './state-machine';
