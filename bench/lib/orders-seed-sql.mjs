// The order list bench's data (bench/admin-orders.mjs), made by bulk SQL on PostgreSQL.

/**
 * 5,000 shoppers, 20 products, 100,000 orders over 90 days: 40 first names × 30 surnames, 10-digit mobiles, 12
 * cities with their states, 60 % COD; 7 % cancelled (half never booked), 4 % returned, recent ones placed or shipped
 * (some placed ones not yet booked); booked ones carry a 13-digit AWB and a courier; 1–3 lines of 1–2 units each.
 */
export const ordersSeedSql = (config) => `
select setseed(0.17);
insert into users (full_name, email, phone, password_hash)
select 'Bench Shopper ' || i, 'shopper' || i || '@example.in', '+9171' || lpad(i::text, 8, '0'), 'x'
  from generate_series(1, 5000) as i;
insert into products (title, category, status, position)
select 'Bench Kurti ' || i, 'kurti', 'active', i from generate_series(1, 20) as i;
with shoppers as (select array_agg(id) as ids from users),
drawn as (
  select i, now() - random() * interval '${config.days} days' as created, random() as r, random() as r2,
         floor(random() * 40)::int as fi, floor(random() * 30)::int as li, floor(random() * 12)::int as ci,
         case when random() < 0.6 then 'cod' else 'prepaid' end as mode,
         (49900 + floor(random() * 450000))::int as total,
         (6 + floor(random() * 4))::text || lpad(floor(random() * 1000000000)::text, 9, '0') as phone
    from generate_series(1, ${config.orders}) as i
),
shaped as (
  select *, case when r < 0.07 then 'cancelled'
                 when r < 0.11 then 'returned'
                 when created > now() - interval '1 day' and r < 0.5 then 'placed'
                 when created > now() - interval '4 days' then 'shipped'
                 else 'delivered' end as status
    from drawn
),
booked as (
  select *, not ((status = 'placed' and r2 < 0.3) or (status = 'cancelled' and r2 < 0.5)) as has_awb from shaped
)
insert into orders (user_id, status, total_paise, payment_mode, money_state, customer_name, customer_email,
                    customer_phone, address, city, state, pincode, gateway_order_id, paid_at, awb, courier,
                    cancelled_at, returned_at, created_at, updated_at)
select shoppers.ids[1 + i % 5000], status, total, mode,
       case when mode = 'cod' then 'cod' when status = 'cancelled' then 'refunded' else 'paid' end,
       (array['Aarav','Aditi','Akash','Ananya','Anil','Anjali','Arjun','Asha','Deepak','Divya','Gaurav','Geeta',
              'Harish','Isha','Kavya','Kiran','Lakshmi','Manoj','Meena','Mohan','Neha','Nikhil','Pooja','Prakash',
              'Priya','Rahul','Rajesh','Ravi','Rekha','Rohan','Sanjay','Sarita','Shreya','Sita','Sunil','Sunita',
              'Suresh','Tanvi','Varun','Vikram'])[1 + fi]
         || ' ' || (array['Agarwal','Bhat','Chauhan','Das','Desai','Gupta','Iyer','Jain','Joshi','Kapoor','Khan',
              'Kumar','Mehta','Menon','Mishra','Nair','Patel','Pillai','Rao','Reddy','Saxena','Shah','Sharma',
              'Singh','Sinha','Tiwari','Trivedi','Varma','Verma','Yadav'])[1 + li],
       'shopper' || i || '@example.in', phone,
       (1 + i % 400) || ', '
         || (array['MG Road','Station Road','Gandhi Nagar','Civil Lines','Nehru Street'])[1 + i % 5],
       (array['Mumbai','Delhi','Bengaluru','Hyderabad','Chennai','Kolkata','Pune','Jaipur','Lucknow','Ahmedabad',
              'Kochi','Indore'])[1 + ci],
       (array['Maharashtra','Delhi','Karnataka','Telangana','Tamil Nadu','West Bengal','Maharashtra','Rajasthan',
              'Uttar Pradesh','Gujarat','Kerala','Madhya Pradesh'])[1 + ci],
       (array['400001','110001','560001','500001','600001','700001','411001','302001','226001','380001','682001',
              '452001'])[1 + ci],
       case when mode = 'prepaid' then 'order_bench_' || i end,
       case when mode = 'prepaid' then created end,
       case when has_awb then '1904' || lpad(i::text, 9, '0') end,
       case when has_awb then (array['Delhivery','Xpressbees','Ekart','Blue Dart'])[1 + i % 4] end,
       case when status = 'cancelled' then least(created + interval '3 hours', now()) end,
       case when status = 'returned' then least(created + interval '6 days', now()) end,
       created, created
  from booked, shoppers;
with catalogue as (select array_agg(id order by position) as ids from products)
insert into order_items (order_id, product_id, title, size, quantity, unit_price_paise, position)
select o.id, catalogue.ids[1 + (abs(hashtext(o.id::text)) + n) % 20], 'Bench Kurti', 'M',
       1 + (abs(hashtext(o.id::text || n)) % 2), 49900, n
  from orders as o cross join catalogue
 cross join lateral generate_series(0, abs(hashtext(o.id::text)) % 3) as n;
`;
