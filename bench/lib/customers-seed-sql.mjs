// The customer list bench's data (bench/customers-100k.mjs), made by bulk SQL on PostgreSQL.

/**
 * `customers` shoppers (40 first names × 30 surnames, mobiles +9171…, emails) and `orders` orders over 365 days, each
 * to a shopper drawn with a skew (a few order often, many once, some never): 60 % COD, 4 % returned to origin, 7 %
 * cancelled, the rest delivered (COD delivered: cash collected; prepaid: paid). The triggers of migration 0032 are off
 * while the rows go in (one row at a time would take hours) and customer_stats is then written in one pass from the
 * same view they use, as the migration's backfill does; they are on again for the measurements.
 */
export const customersSeedSql = ({ customers, orders }) => `
select setseed(0.29);
alter table users disable trigger users_customer_stats;
alter table orders disable trigger orders_customer_stats;
insert into users (full_name, email, phone, password_hash, created_at)
select (array['Aarav','Aditi','Akash','Ananya','Anil','Anjali','Arjun','Asha','Deepak','Divya','Gaurav','Geeta',
              'Harish','Isha','Kavya','Kiran','Lakshmi','Manoj','Meena','Mohan','Neha','Nikhil','Pooja','Prakash',
              'Priya','Rahul','Rajesh','Ravi','Rekha','Rohan','Sanjay','Sarita','Shreya','Sita','Sunil','Sunita',
              'Suresh','Tanvi','Varun','Vikram'])[1 + i % 40]
         || ' ' || (array['Agarwal','Bhat','Chauhan','Das','Desai','Gupta','Iyer','Jain','Joshi','Kapoor','Khan',
              'Kumar','Mehta','Menon','Mishra','Nair','Patel','Pillai','Rao','Reddy','Saxena','Shah','Sharma',
              'Singh','Sinha','Tiwari','Trivedi','Varma','Verma','Yadav'])[1 + (i / 40) % 30],
       'shopper' || i || '@example.in', '+9171' || lpad(i::text, 8, '0'), 'x', now() - interval '400 days'
  from generate_series(1, ${customers}) as i;
with shoppers as (select array_agg(id order by phone) as ids from users),
drawn as (
  select i, now() - random() * interval '365 days' as created, random() as r,
         1 + floor(${customers} * power(random(), 1.6))::int as who,
         case when random() < 0.6 then 'cod' else 'prepaid' end as mode,
         (49900 + floor(random() * 450000))::int as total
    from generate_series(1, ${orders}) as i
),
shaped as (
  select *, case when r < 0.07 then 'cancelled' when r < 0.11 then 'returned' else 'delivered' end as status
    from drawn
)
insert into orders (user_id, status, total_paise, payment_mode, money_state, customer_name, customer_email,
                    customer_phone, address, city, state, pincode, paid_at, delivered_at, created_at, updated_at)
select shoppers.ids[who], status, total, mode,
       case when mode = 'cod' then 'cod' when status = 'cancelled' then 'refunded' else 'paid' end,
       'Bench Shopper', 'shopper@example.in', '9876543210', '1 MG Road', 'Pune', 'Maharashtra', '411001',
       case when mode = 'prepaid' then created end,
       case when status = 'delivered' then created + interval '4 days' end,
       created, created
  from shaped, shoppers;
insert into customer_stats (user_id, order_count, cod_order_count, paid_order_count, lifetime_paise, rto_count,
                            return_count, last_order_at)
select u.id, coalesce(v.order_count, 0), coalesce(v.cod_order_count, 0), coalesce(v.paid_order_count, 0),
       coalesce(v.lifetime_paise, 0), coalesce(v.rto_count, 0), coalesce(v.return_count, 0), v.last_order_at
  from users u left join customer_stats_source v on v.user_id = u.id
on conflict (user_id) do update
   set order_count = excluded.order_count, cod_order_count = excluded.cod_order_count,
       paid_order_count = excluded.paid_order_count, lifetime_paise = excluded.lifetime_paise,
       rto_count = excluded.rto_count, return_count = excluded.return_count, last_order_at = excluded.last_order_at;
alter table users enable trigger users_customer_stats;
alter table orders enable trigger orders_customer_stats;
`;
