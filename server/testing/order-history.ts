import { sql } from "drizzle-orm";
import type { DbOrTx } from "../db/transaction.ts";

/** Brightline's receiving dock, the ship-to of every generated order. */
const brightlineShipTo = {
  name: "Brightline Electrical Supply",
  attention: "Receiving",
  address1: "1200 Dublin Rd",
  address2: null,
  city: "Columbus",
  state: "OH",
  zip: "43215",
  country: "US",
  phone: null,
};

/**
 * Brightline's order history: `count` orders over the last three years (for `npm run bench:orders` and the
 * plan tests of the order lists), newest first (order i is
 * i × 3 years / count old), each with one line of a catalogue product. What a distributor's history
 * looks like: delivered mostly, the last fortnight shipped, processing or pending, one in 37
 * cancelled, one in 97 shipped and never confirmed delivered; on account mostly, one in five by card
 * (3 % surcharge, authorised) and one in eleven by ACH; purchase orders PO-1xxxx or BL-5xxxx.
 */
export async function generateOrderHistory(db: DbOrTx, count: number): Promise<void> {
  await db.execute(sql`
    with buyer as (
      select id, name, email from auth_users where email = 'ben.buyer@brightline.example'
    ), catalog as (
      select id, product_code, sku, name, list_price_cents,
        (row_number() over (order by sku) - 1)::int as k, (count(*) over ())::int as total
      from products
    ), base as (
      select i, now() - make_interval(secs => i * (1095 * 86400.0 / ${count})) as created_at,
        i * 1095.0 / ${count} as age_days,
        case when i % 5 = 0 then 'CARD' when i % 11 = 0 then 'ACH' else 'ON_ACCOUNT' end as payment_type,
        1 + (i * 13) % 48 as quantity
      from generate_series(1, ${count}) as i
    ), g as (
      select base.*, catalog.id as product_id, catalog.product_code, catalog.sku,
        catalog.name as product_name, catalog.list_price_cents,
        'SO-' || to_char(base.created_at, 'YYYY') || '-' || lpad((500000 + base.i)::text, 6, '0') as number,
        case when base.i % 37 = 0 then 'CANCELLED'
          when base.age_days < 2 then 'PENDING'
          when base.age_days < 5 then 'PROCESSING'
          when base.age_days < 14 or base.i % 97 = 0 then 'SHIPPED'
          else 'DELIVERED' end as status,
        (catalog.list_price_cents * base.quantity)::bigint as items,
        4500 + (base.i % 20) * 500 as shipping
      from base join catalog on catalog.k = (base.i * 7) % catalog.total
    ), priced as (
      select g.*,
        case when payment_type = 'CARD' then round(items * 0.03)::bigint else 0 end as surcharge
      from g
    ), placed as (
      insert into orders (number, account_id, account_name, placed_by, placed_by_name, placed_by_email,
        source, purchase_order, ship_to, payment_type, order_status, payment_status, payment_id,
        payment_amount_cents, item_total_cents, option_total_cents, sub_total_cents, shipping_cents,
        bank_surcharge_cents, discount_cents, total_cents, carrier, tracking_number, created_at,
        updated_at, paid_at, shipped_at, delivered_at, cancelled_at)
      select number, 'A-10001', 'Brightline Electrical Supply', buyer.id, buyer.name, buyer.email, 'cart',
        case when i % 4 = 0 then 'BL-' || (50000 + i) else 'PO-' || (10000 + i) end,
        ${JSON.stringify(brightlineShipTo)}::jsonb,
        payment_type, status,
        case when payment_type = 'ON_ACCOUNT' then 'ON_ACCOUNT'
          when status = 'CANCELLED' then 'VOIDED' else 'AUTHORIZED' end,
        case when payment_type <> 'ON_ACCOUNT' and status <> 'CANCELLED' then 'SBX-' || number end,
        case when payment_type <> 'ON_ACCOUNT' and status <> 'CANCELLED'
          then items + shipping + surcharge end,
        items, 0, items, shipping, surcharge, 0, items + shipping + surcharge,
        case when status in ('SHIPPED', 'DELIVERED') then 'UPS' end,
        case when status in ('SHIPPED', 'DELIVERED') then '1Z999AA1' || lpad(i::text, 10, '0') end,
        created_at, created_at + interval '5 days',
        case when payment_type <> 'ON_ACCOUNT' and status <> 'CANCELLED' then created_at end,
        case when status in ('SHIPPED', 'DELIVERED') then created_at + interval '2 days' end,
        case when status = 'DELIVERED' then created_at + interval '5 days' end,
        case when status = 'CANCELLED' then created_at + interval '1 day' end
      from priced cross join buyer
      returning id, number
    )
    insert into order_lines (order_id, position, product_id, product_code, sku, name, catalog_number,
      options, quantity, list_price_cents, unit_price_cents, options_per_unit_cents, line_item_cents,
      line_option_cents, line_total_cents, discount_cents)
    select placed.id, 0, g.product_id, g.product_code, g.sku, g.product_name, g.sku, '[]'::jsonb,
      g.quantity, g.list_price_cents, g.list_price_cents, 0, g.items, 0, g.items, 0
    from placed join g on g.number = placed.number`);
}
