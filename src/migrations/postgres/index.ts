import * as migration_20261122_053433_initial from './20261122_053433_initial';
import * as migration_20261122_062344_catalogue from './20261122_062344_catalogue';
import * as migration_20261122_064036_page_kinds from './20261122_064036_page_kinds';
import * as migration_20261122_064254_page_blocks from './20261122_064254_page_blocks';
import * as migration_20261122_065246_contact from './20261122_065246_contact';
import * as migration_20261123_033729_cart from './20261123_033729_cart';
import * as migration_20261123_044237_orders from './20261123_044237_orders';
import * as migration_20261123_044617_payments from './20261123_044617_payments';
import * as migration_20261123_045059_order_links from './20261123_045059_order_links';

export const migrations = [
  {
    up: migration_20261122_053433_initial.up,
    down: migration_20261122_053433_initial.down,
    name: '20261122_053433_initial',
  },
  {
    up: migration_20261122_062344_catalogue.up,
    down: migration_20261122_062344_catalogue.down,
    name: '20261122_062344_catalogue',
  },
  {
    up: migration_20261122_064036_page_kinds.up,
    down: migration_20261122_064036_page_kinds.down,
    name: '20261122_064036_page_kinds',
  },
  {
    up: migration_20261122_064254_page_blocks.up,
    down: migration_20261122_064254_page_blocks.down,
    name: '20261122_064254_page_blocks',
  },
  {
    up: migration_20261122_065246_contact.up,
    down: migration_20261122_065246_contact.down,
    name: '20261122_065246_contact',
  },
  {
    up: migration_20261123_033729_cart.up,
    down: migration_20261123_033729_cart.down,
    name: '20261123_033729_cart',
  },
  {
    up: migration_20261123_044237_orders.up,
    down: migration_20261123_044237_orders.down,
    name: '20261123_044237_orders',
  },
  {
    up: migration_20261123_044617_payments.up,
    down: migration_20261123_044617_payments.down,
    name: '20261123_044617_payments',
  },
  {
    up: migration_20261123_045059_order_links.up,
    down: migration_20261123_045059_order_links.down,
    name: '20261123_045059_order_links'
  },
];
