export { buildApp } from './app';
export { type Config, loadConfig } from './config';
export { connect, type DatabaseConnection } from './db/connection';
export { migrate } from './db/migrate';
export { registerMedia } from './media/media-files';
export { closeOnSignals, demoBanner, startPlatform, uploadsDir } from './platform';
