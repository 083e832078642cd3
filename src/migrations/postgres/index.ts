import * as migration_20261122_053433_initial from './20261122_053433_initial';

export const migrations = [
  {
    up: migration_20261122_053433_initial.up,
    down: migration_20261122_053433_initial.down,
    name: '20261122_053433_initial'
  },
];
