import * as migration_20261122_053429_initial from './20261122_053429_initial';
import * as migration_20261122_062340_catalogue from './20261122_062340_catalogue';
import * as migration_20261122_064032_page_kinds from './20261122_064032_page_kinds';
import * as migration_20261122_064250_page_blocks from './20261122_064250_page_blocks';
import * as migration_20261122_065242_contact from './20261122_065242_contact';
import * as migration_20261123_033723_cart from './20261123_033723_cart';
import * as migration_20261123_044232_orders from './20261123_044232_orders';
import * as migration_20261123_044612_payments from './20261123_044612_payments';
import * as migration_20261123_045054_order_links from './20261123_045054_order_links';
import * as migration_20261123_173234_webhook_events from './20261123_173234_webhook_events';
import * as migration_20261123_182620_customers from './20261123_182620_customers';
import * as migration_20261123_185439_customer_verification from './20261123_185439_customer_verification';
import * as migration_20261124_071802_entries_and_teams from './20261124_071802_entries_and_teams';
import * as migration_20261124_085836_media_storage_prefix from './20261124_085836_media_storage_prefix';
import * as migration_20261124_093000_team_search from './20261124_093000_team_search';
import * as migration_20261124_154848_email_change_and_entrants from './20261124_154848_email_change_and_entrants';
import * as migration_20261124_163707_lockout_off_for_per_address_limits from './20261124_163707_lockout_off_for_per_address_limits';
import * as migration_20261124_223123_training_plans_for_sale from './20261124_223123_training_plans_for_sale';
import * as migration_20261124_232225_menu_links_to_pages from './20261124_232225_menu_links_to_pages';
import * as migration_20261124_232400_menu_links_to_pages_data from './20261124_232400_menu_links_to_pages_data';
import * as migration_20261125_050245_job_queue from './20261125_050245_job_queue';
import * as migration_20261125_071901_races from './20261125_071901_races';
import * as migration_20261125_074030_medal_shipments from './20261125_074030_medal_shipments';
import * as migration_20261126_224153_activity_types from './20261126_224153_activity_types';
import * as migration_20261127_000648_run_elapsed from './20261127_000648_run_elapsed';
import * as migration_20261127_015318_entry_anonymised from './20261127_015318_entry_anonymised';
import * as migration_20261127_015413_newsletter_double_opt_in from './20261127_015413_newsletter_double_opt_in';
import * as migration_20261127_020112_coupon_claims from './20261127_020112_coupon_claims';
import * as migration_20261127_051954_customer_locale from './20261127_051954_customer_locale';
import * as migration_20261127_052934_customer_distance_unit from './20261127_052934_customer_distance_unit';
import * as migration_20261127_111854_prices_per_currency from './20261127_111854_prices_per_currency';
import * as migration_20261127_122951_markets_taxes_invoices from './20261127_122951_markets_taxes_invoices';
import * as migration_20261127_160829_refunds_shipments_audit from './20261127_160829_refunds_shipments_audit';
import * as migration_20261127_183537_entry_transfers from './20261127_183537_entry_transfers';
import * as migration_20261127_193203_event_refund_policy from './20261127_193203_event_refund_policy';
import * as migration_20261127_220820_team_places_and_refund_requests from './20261127_220820_team_places_and_refund_requests';
import * as migration_20261127_223321_event_deferrals from './20261127_223321_event_deferrals';
import * as migration_20261128_010335_booking_change_fees from './20261128_010335_booking_change_fees';
import * as migration_20261128_013125_audit_event_of_the_line from './20261128_013125_audit_event_of_the_line';

export const migrations = [
  {
    up: migration_20261122_053429_initial.up,
    down: migration_20261122_053429_initial.down,
    name: '20261122_053429_initial',
  },
  {
    up: migration_20261122_062340_catalogue.up,
    down: migration_20261122_062340_catalogue.down,
    name: '20261122_062340_catalogue',
  },
  {
    up: migration_20261122_064032_page_kinds.up,
    down: migration_20261122_064032_page_kinds.down,
    name: '20261122_064032_page_kinds',
  },
  {
    up: migration_20261122_064250_page_blocks.up,
    down: migration_20261122_064250_page_blocks.down,
    name: '20261122_064250_page_blocks',
  },
  {
    up: migration_20261122_065242_contact.up,
    down: migration_20261122_065242_contact.down,
    name: '20261122_065242_contact',
  },
  {
    up: migration_20261123_033723_cart.up,
    down: migration_20261123_033723_cart.down,
    name: '20261123_033723_cart',
  },
  {
    up: migration_20261123_044232_orders.up,
    down: migration_20261123_044232_orders.down,
    name: '20261123_044232_orders',
  },
  {
    up: migration_20261123_044612_payments.up,
    down: migration_20261123_044612_payments.down,
    name: '20261123_044612_payments',
  },
  {
    up: migration_20261123_045054_order_links.up,
    down: migration_20261123_045054_order_links.down,
    name: '20261123_045054_order_links',
  },
  {
    up: migration_20261123_173234_webhook_events.up,
    down: migration_20261123_173234_webhook_events.down,
    name: '20261123_173234_webhook_events',
  },
  {
    up: migration_20261123_182620_customers.up,
    down: migration_20261123_182620_customers.down,
    name: '20261123_182620_customers',
  },
  {
    up: migration_20261123_185439_customer_verification.up,
    down: migration_20261123_185439_customer_verification.down,
    name: '20261123_185439_customer_verification',
  },
  {
    up: migration_20261124_071802_entries_and_teams.up,
    down: migration_20261124_071802_entries_and_teams.down,
    name: '20261124_071802_entries_and_teams',
  },
  {
    up: migration_20261124_085836_media_storage_prefix.up,
    down: migration_20261124_085836_media_storage_prefix.down,
    name: '20261124_085836_media_storage_prefix',
  },
  {
    up: migration_20261124_093000_team_search.up,
    down: migration_20261124_093000_team_search.down,
    name: '20261124_093000_team_search',
  },
  {
    up: migration_20261124_154848_email_change_and_entrants.up,
    down: migration_20261124_154848_email_change_and_entrants.down,
    name: '20261124_154848_email_change_and_entrants',
  },
  {
    up: migration_20261124_163707_lockout_off_for_per_address_limits.up,
    down: migration_20261124_163707_lockout_off_for_per_address_limits.down,
    name: '20261124_163707_lockout_off_for_per_address_limits',
  },
  {
    up: migration_20261124_223123_training_plans_for_sale.up,
    down: migration_20261124_223123_training_plans_for_sale.down,
    name: '20261124_223123_training_plans_for_sale',
  },
  {
    up: migration_20261124_232225_menu_links_to_pages.up,
    down: migration_20261124_232225_menu_links_to_pages.down,
    name: '20261124_232225_menu_links_to_pages',
  },
  {
    up: migration_20261124_232400_menu_links_to_pages_data.up,
    down: migration_20261124_232400_menu_links_to_pages_data.down,
    name: '20261124_232400_menu_links_to_pages_data',
  },
  {
    up: migration_20261125_050245_job_queue.up,
    down: migration_20261125_050245_job_queue.down,
    name: '20261125_050245_job_queue',
  },
  {
    up: migration_20261125_071901_races.up,
    down: migration_20261125_071901_races.down,
    name: '20261125_071901_races',
  },
  {
    up: migration_20261125_074030_medal_shipments.up,
    down: migration_20261125_074030_medal_shipments.down,
    name: '20261125_074030_medal_shipments',
  },
  {
    up: migration_20261126_224153_activity_types.up,
    down: migration_20261126_224153_activity_types.down,
    name: '20261126_224153_activity_types',
  },
  {
    up: migration_20261127_000648_run_elapsed.up,
    down: migration_20261127_000648_run_elapsed.down,
    name: '20261127_000648_run_elapsed',
  },
  {
    up: migration_20261127_015318_entry_anonymised.up,
    down: migration_20261127_015318_entry_anonymised.down,
    name: '20261127_015318_entry_anonymised',
  },
  {
    up: migration_20261127_015413_newsletter_double_opt_in.up,
    down: migration_20261127_015413_newsletter_double_opt_in.down,
    name: '20261127_015413_newsletter_double_opt_in',
  },
  {
    up: migration_20261127_020112_coupon_claims.up,
    down: migration_20261127_020112_coupon_claims.down,
    name: '20261127_020112_coupon_claims',
  },
  {
    up: migration_20261127_051954_customer_locale.up,
    down: migration_20261127_051954_customer_locale.down,
    name: '20261127_051954_customer_locale',
  },
  {
    up: migration_20261127_052934_customer_distance_unit.up,
    down: migration_20261127_052934_customer_distance_unit.down,
    name: '20261127_052934_customer_distance_unit',
  },
  {
    up: migration_20261127_111854_prices_per_currency.up,
    down: migration_20261127_111854_prices_per_currency.down,
    name: '20261127_111854_prices_per_currency',
  },
  {
    up: migration_20261127_122951_markets_taxes_invoices.up,
    down: migration_20261127_122951_markets_taxes_invoices.down,
    name: '20261127_122951_markets_taxes_invoices',
  },
  {
    up: migration_20261127_160829_refunds_shipments_audit.up,
    down: migration_20261127_160829_refunds_shipments_audit.down,
    name: '20261127_160829_refunds_shipments_audit',
  },
  {
    up: migration_20261127_183537_entry_transfers.up,
    down: migration_20261127_183537_entry_transfers.down,
    name: '20261127_183537_entry_transfers',
  },
  {
    up: migration_20261127_193203_event_refund_policy.up,
    down: migration_20261127_193203_event_refund_policy.down,
    name: '20261127_193203_event_refund_policy',
  },
  {
    up: migration_20261127_220820_team_places_and_refund_requests.up,
    down: migration_20261127_220820_team_places_and_refund_requests.down,
    name: '20261127_220820_team_places_and_refund_requests',
  },
  {
    up: migration_20261127_223321_event_deferrals.up,
    down: migration_20261127_223321_event_deferrals.down,
    name: '20261127_223321_event_deferrals',
  },
  {
    up: migration_20261128_010335_booking_change_fees.up,
    down: migration_20261128_010335_booking_change_fees.down,
    name: '20261128_010335_booking_change_fees',
  },
  {
    up: migration_20261128_013125_audit_event_of_the_line.up,
    down: migration_20261128_013125_audit_event_of_the_line.down,
    name: '20261128_013125_audit_event_of_the_line'
  },
];
