-- AlterTable
ALTER TABLE "webhook_deliveries" ADD COLUMN     "last_duration_ms" INTEGER;

-- AlterTable
ALTER TABLE "webhook_endpoints" ADD COLUMN     "previous_secret" TEXT,
ADD COLUMN     "previous_secret_expires_at" TIMESTAMPTZ(3);
