-- CreateTable
CREATE TABLE "share_links" (
    "id" UUID NOT NULL,
    "account_id" UUID NOT NULL,
    "proposal_id" UUID NOT NULL,
    "token_hash" TEXT NOT NULL,
    "token_prefix" TEXT NOT NULL,
    "recipient_name" TEXT NOT NULL,
    "recipient_email" TEXT NOT NULL,
    "snapshot" JSONB NOT NULL,
    "snapshot_sha256" TEXT NOT NULL,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    "revoked_at" TIMESTAMPTZ(3),
    "view_count" INTEGER NOT NULL DEFAULT 0,
    "first_viewed_at" TIMESTAMPTZ(3),
    "last_viewed_at" TIMESTAMPTZ(3),
    "decided_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "share_links_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "share_decisions" (
    "id" UUID NOT NULL,
    "account_id" UUID NOT NULL,
    "proposal_id" UUID NOT NULL,
    "share_link_id" UUID NOT NULL,
    "decision" TEXT NOT NULL,
    "signer_name" TEXT,
    "signer_email" TEXT,
    "reason" TEXT,
    "selections" TEXT[],
    "total_price" BIGINT NOT NULL,
    "currency" CHAR(3) NOT NULL,
    "snapshot_sha256" TEXT NOT NULL,
    "consent_text" TEXT,
    "ip" TEXT,
    "user_agent" TEXT,
    "decided_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "share_decisions_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "share_links_token_hash_key" ON "share_links"("token_hash");

-- CreateIndex
CREATE INDEX "share_links_proposal_id_created_at_id_idx" ON "share_links"("proposal_id", "created_at" DESC, "id");

-- CreateIndex
CREATE UNIQUE INDEX "share_decisions_proposal_id_key" ON "share_decisions"("proposal_id");

-- CreateIndex
CREATE UNIQUE INDEX "share_decisions_share_link_id_key" ON "share_decisions"("share_link_id");

-- AddForeignKey
ALTER TABLE "share_links" ADD CONSTRAINT "share_links_proposal_id_fkey" FOREIGN KEY ("proposal_id") REFERENCES "proposals"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "share_decisions" ADD CONSTRAINT "share_decisions_proposal_id_fkey" FOREIGN KEY ("proposal_id") REFERENCES "proposals"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "share_decisions" ADD CONSTRAINT "share_decisions_share_link_id_fkey" FOREIGN KEY ("share_link_id") REFERENCES "share_links"("id") ON DELETE CASCADE ON UPDATE CASCADE;
