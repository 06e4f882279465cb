-- The database itself never lets a product that keeps inventory hold more units than its capacity on a day
-- (server/src/domain/inventory.ts checks first and says which day; this is the last line). Products without inventory
-- still count their holds, uncapped: `limited` mirrors product.has_inventory on every day row of its instances.
alter table inventory_day add column limited boolean not null default false;

update inventory_day d set limited = p.has_inventory
from product_instance pi join product p on p.id_product = pi.id_product
where pi.id_product_instance = d.id_product_instance and p.has_inventory;

alter table inventory_day add constraint inventory_day_held_within_capacity check (not limited or held <= capacity);
