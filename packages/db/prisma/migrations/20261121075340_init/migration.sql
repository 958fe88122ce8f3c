-- CreateEnum
CREATE TYPE "plan" AS ENUM ('free', 'solo', 'team');

-- CreateEnum
CREATE TYPE "scope" AS ENUM ('proposals:read', 'proposals:write', 'proposals:generate', 'webhooks:manage');

-- CreateEnum
CREATE TYPE "proposal_status" AS ENUM ('draft', 'analyzing', 'analyzed', 'generating', 'ready', 'scoring', 'sent', 'archived');

-- CreateEnum
CREATE TYPE "raw_input_method" AS ENUM ('paste', 'upload', 'url');

-- CreateEnum
CREATE TYPE "pricing_model" AS ENUM ('hourly', 'fixed', 'milestone', 'retainer');

-- CreateEnum
CREATE TYPE "outcome" AS ENUM ('won', 'lost', 'no_response', 'cancelled');

-- CreateEnum
CREATE TYPE "event_source" AS ENUM ('ui', 'api');

-- CreateEnum
CREATE TYPE "delivery_status" AS ENUM ('pending', 'delivered', 'failed', 'expired');

-- CreateTable
CREATE TABLE "accounts" (
    "id" UUID NOT NULL,
    "name" TEXT,
    "plan" "plan" NOT NULL DEFAULT 'free',
    "billing_anchor" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "addon_credits" INTEGER NOT NULL DEFAULT 0,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "accounts_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "api_keys" (
    "id" UUID NOT NULL,
    "account_id" UUID NOT NULL,
    "name" TEXT,
    "key" TEXT NOT NULL,
    "secret_hash" TEXT NOT NULL,
    "scopes" "scope"[],
    "last_used_at" TIMESTAMPTZ(3),
    "revoked_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "api_keys_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "clients" (
    "id" UUID NOT NULL,
    "account_id" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "email" TEXT,
    "company" TEXT,
    "phone" TEXT,
    "notes" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "clients_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "templates" (
    "id" UUID NOT NULL,
    "account_id" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "description" TEXT,
    "sections" JSONB NOT NULL DEFAULT '[]',
    "default_rates" JSONB NOT NULL DEFAULT '{}',
    "currency" CHAR(3) NOT NULL DEFAULT 'USD',
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "templates_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "proposals" (
    "id" UUID NOT NULL,
    "account_id" UUID NOT NULL,
    "client_id" UUID,
    "template_id" UUID,
    "title" TEXT NOT NULL,
    "status" "proposal_status" NOT NULL DEFAULT 'draft',
    "raw_input_text" TEXT,
    "raw_input_method" "raw_input_method" NOT NULL DEFAULT 'paste',
    "raw_input_url" TEXT,
    "currency" CHAR(3) NOT NULL DEFAULT 'USD',
    "pricing_model" "pricing_model",
    "final_price" INTEGER,
    "analysis_result" JSONB,
    "scope_result" JSONB,
    "generated_proposal_markdown" TEXT,
    "edited_proposal_markdown" TEXT,
    "total_price_low" INTEGER,
    "total_price_mid" INTEGER,
    "total_price_high" INTEGER,
    "pricing_breakdown" JSONB,
    "estimated_duration_days" INTEGER,
    "timeline_milestones" JSONB,
    "proposed_start_date" DATE,
    "proposal_score" INTEGER,
    "score_breakdown" JSONB,
    "outcome" "outcome",
    "outcome_notes" TEXT,
    "stage_started_at" TIMESTAMPTZ(3),
    "sent_at" TIMESTAMPTZ(3),
    "archived_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "proposals_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "usage_counters" (
    "account_id" UUID NOT NULL,
    "period_start" TIMESTAMPTZ(3) NOT NULL,
    "proposals_created" INTEGER NOT NULL DEFAULT 0,
    "addon_credits_used" INTEGER NOT NULL DEFAULT 0,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "usage_counters_pkey" PRIMARY KEY ("account_id","period_start")
);

-- CreateTable
CREATE TABLE "webhook_endpoints" (
    "id" UUID NOT NULL,
    "account_id" UUID NOT NULL,
    "url" TEXT NOT NULL,
    "events" TEXT[],
    "sources" "event_source"[],
    "secret" TEXT NOT NULL,
    "is_active" BOOLEAN NOT NULL DEFAULT true,
    "failure_count" INTEGER NOT NULL DEFAULT 0,
    "disabled_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "webhook_endpoints_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "events" (
    "id" TEXT NOT NULL,
    "account_id" UUID NOT NULL,
    "type" TEXT NOT NULL,
    "source" "event_source" NOT NULL,
    "data" JSONB NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "published_at" TIMESTAMPTZ(3),

    CONSTRAINT "events_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "webhook_deliveries" (
    "id" UUID NOT NULL,
    "account_id" UUID NOT NULL,
    "event_id" TEXT NOT NULL,
    "endpoint_id" UUID NOT NULL,
    "event_type" TEXT NOT NULL,
    "status" "delivery_status" NOT NULL DEFAULT 'pending',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "last_http_status" INTEGER,
    "last_error" TEXT,
    "next_attempt_at" TIMESTAMPTZ(3),
    "delivered_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "webhook_deliveries_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "api_keys_key_key" ON "api_keys"("key");

-- CreateIndex
CREATE INDEX "api_keys_account_id_idx" ON "api_keys"("account_id");

-- CreateIndex
CREATE INDEX "clients_account_id_created_at_id_idx" ON "clients"("account_id", "created_at" DESC, "id");

-- CreateIndex
CREATE INDEX "templates_account_id_created_at_id_idx" ON "templates"("account_id", "created_at" DESC, "id");

-- CreateIndex
CREATE INDEX "proposals_account_id_created_at_id_idx" ON "proposals"("account_id", "created_at", "id");

-- CreateIndex
CREATE INDEX "proposals_account_id_updated_at_id_idx" ON "proposals"("account_id", "updated_at", "id");

-- CreateIndex
CREATE INDEX "proposals_account_id_title_id_idx" ON "proposals"("account_id", "title", "id");

-- CreateIndex
CREATE INDEX "proposals_account_id_final_price_id_idx" ON "proposals"("account_id", "final_price", "id");

-- CreateIndex
CREATE INDEX "proposals_account_id_status_created_at_id_idx" ON "proposals"("account_id", "status", "created_at", "id");

-- CreateIndex
CREATE INDEX "proposals_account_id_client_id_created_at_id_idx" ON "proposals"("account_id", "client_id", "created_at", "id");

-- CreateIndex
CREATE INDEX "proposals_status_stage_started_at_idx" ON "proposals"("status", "stage_started_at");

-- CreateIndex
CREATE INDEX "webhook_endpoints_account_id_created_at_id_idx" ON "webhook_endpoints"("account_id", "created_at" DESC, "id");

-- CreateIndex
CREATE INDEX "events_published_at_created_at_idx" ON "events"("published_at", "created_at");

-- CreateIndex
CREATE INDEX "events_account_id_created_at_idx" ON "events"("account_id", "created_at");

-- CreateIndex
CREATE INDEX "webhook_deliveries_account_id_created_at_id_idx" ON "webhook_deliveries"("account_id", "created_at" DESC, "id");

-- CreateIndex
CREATE INDEX "webhook_deliveries_endpoint_id_created_at_idx" ON "webhook_deliveries"("endpoint_id", "created_at" DESC);

-- CreateIndex
CREATE INDEX "webhook_deliveries_account_id_event_type_created_at_idx" ON "webhook_deliveries"("account_id", "event_type", "created_at" DESC);

-- CreateIndex
CREATE INDEX "webhook_deliveries_status_next_attempt_at_idx" ON "webhook_deliveries"("status", "next_attempt_at");

-- CreateIndex
CREATE UNIQUE INDEX "webhook_deliveries_event_id_endpoint_id_key" ON "webhook_deliveries"("event_id", "endpoint_id");

-- AddForeignKey
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "clients" ADD CONSTRAINT "clients_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "templates" ADD CONSTRAINT "templates_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "proposals" ADD CONSTRAINT "proposals_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "proposals" ADD CONSTRAINT "proposals_client_id_fkey" FOREIGN KEY ("client_id") REFERENCES "clients"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "proposals" ADD CONSTRAINT "proposals_template_id_fkey" FOREIGN KEY ("template_id") REFERENCES "templates"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "usage_counters" ADD CONSTRAINT "usage_counters_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "webhook_endpoints" ADD CONSTRAINT "webhook_endpoints_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "events" ADD CONSTRAINT "events_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_event_id_fkey" FOREIGN KEY ("event_id") REFERENCES "events"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_endpoint_id_fkey" FOREIGN KEY ("endpoint_id") REFERENCES "webhook_endpoints"("id") ON DELETE CASCADE ON UPDATE CASCADE;
