-- Money up to JSON's safe integers (DESIGN §3). int4 → int8 is a widening cast: every row keeps its value.
-- AlterTable
ALTER TABLE "proposals" ALTER COLUMN "final_price" SET DATA TYPE BIGINT,
ALTER COLUMN "total_price_low" SET DATA TYPE BIGINT,
ALTER COLUMN "total_price_mid" SET DATA TYPE BIGINT,
ALTER COLUMN "total_price_high" SET DATA TYPE BIGINT;
