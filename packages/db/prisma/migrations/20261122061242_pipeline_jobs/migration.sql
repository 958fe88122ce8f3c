-- AlterTable
ALTER TABLE "proposals" ADD COLUMN     "pricing_options" JSONB;

-- CreateTable
CREATE TABLE "job_outbox" (
    "id" UUID NOT NULL,
    "queue" TEXT NOT NULL,
    "proposal_id" UUID NOT NULL,
    "account_id" UUID NOT NULL,
    "source" "event_source" NOT NULL,
    "requeues" INTEGER NOT NULL DEFAULT 0,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "published_at" TIMESTAMPTZ(3),

    CONSTRAINT "job_outbox_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "job_outbox_queue_published_at_created_at_idx" ON "job_outbox"("queue", "published_at", "created_at");

-- CreateIndex
CREATE INDEX "job_outbox_proposal_id_created_at_idx" ON "job_outbox"("proposal_id", "created_at" DESC);

-- AddForeignKey
ALTER TABLE "job_outbox" ADD CONSTRAINT "job_outbox_proposal_id_fkey" FOREIGN KEY ("proposal_id") REFERENCES "proposals"("id") ON DELETE CASCADE ON UPDATE CASCADE;
