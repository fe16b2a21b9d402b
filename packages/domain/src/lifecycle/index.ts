export { LIFECYCLE_MACHINES, type LifecycleMachineName } from './machines';
export { LIFECYCLE_MESSAGES } from './messages';
