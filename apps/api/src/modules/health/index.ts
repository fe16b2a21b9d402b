export { healthRoutes, type ReadyStorage } from './health.routes';
