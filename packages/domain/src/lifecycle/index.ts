export { LIFECYCLE_MACHINES, type LifecycleMachineName } from './machines';
