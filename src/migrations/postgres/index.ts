import * as migration_20261122_053433_initial from './20261122_053433_initial';
import * as migration_20261122_062344_catalogue from './20261122_062344_catalogue';

export const migrations = [
  {
    up: migration_20261122_053433_initial.up,
    down: migration_20261122_053433_initial.down,
    name: '20261122_053433_initial',
  },
  {
    up: migration_20261122_062344_catalogue.up,
    down: migration_20261122_062344_catalogue.down,
    name: '20261122_062344_catalogue'
  },
];
