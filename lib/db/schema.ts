import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  boolean,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from "drizzle-orm/pg-core";

export const users = pgTable(
  "users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Always stored trimmed and lower-cased; the unique index also guards against mixed case. */
    email: text("email").notNull(),
    passwordHash: text("password_hash").notNull(),
    /** Raised by sign-out and password reset: sessions signed with an older value are over. */
    sessionVersion: integer("session_version").notNull().default(0),
    /**
     * When the owner proved the address (the link sent at sign-up, or a password reset by e-mail). Until then the
     * account has no admin rights and no lead sent from the address is linked to it. Accounts from before this
     * column start unverified: nothing proved that whoever registered them owns the address.
     */
    emailVerifiedAt: timestamp("email_verified_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex("users_email_lower_idx").on(sql`lower(${table.email})`)],
);

/** Single-use links sent by e-mail: password recovery ("reset") and the sign-up's proof of the address ("verify"). */
export const passwordResetTokens = pgTable(
  "password_reset_tokens",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** One of emailTokenPurposes (lib/auth/email-tokens.ts): a link of one kind never works as the other. */
    purpose: text("purpose").notNull().default("reset"),
    /** SHA-256 of the token sent by e-mail; the token itself is never stored. */
    tokenHash: text("token_hash").notNull().unique(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("password_reset_tokens_user_idx").on(table.userId)],
);

export const translations = pgTable(
  "translations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    sourceText: text("source_text").notNull(),
    translation: text("translation").notNull(),
    /** BCP 47 codes: what the person chose ("auto" for "Detectar idioma"), the target, and what was detected. */
    sourceLang: text("source_lang").notNull().default("auto"),
    targetLang: text("target_lang").notNull().default("pt-BR"),
    detectedLang: text("detected_lang"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("translations_user_created_idx").on(table.userId, table.createdAt)],
);

/** The translator's glossary: term pairs per account and language pair, applied whenever a source term appears. */
export const glossaryEntries = pgTable(
  "glossary_entries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    sourceLang: text("source_lang").notNull(),
    targetLang: text("target_lang").notNull(),
    source: text("source").notNull(),
    target: text("target").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("glossary_entries_user_pair_term_idx").on(
      table.userId,
      table.sourceLang,
      table.targetLang,
      sql`lower(${table.source})`,
    ),
  ],
);
/** Genius Voice's pronunciation dictionary: one row per account, its entries in order (at most 200). */
export const speechDictionaries = pgTable("speech_dictionaries", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  entries: jsonb("entries").$type<{ word: string; say: string; matchCase?: boolean }[]>().notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Img Auto X's history: the last 20 generations of an account, with a small WebP of the first image. */
export const imageGenerations = pgTable(
  "image_generations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    prompt: text("prompt").notNull(),
    aspect: text("aspect").notNull(),
    transparent: boolean("transparent").notNull(),
    count: integer("count").notNull(),
    quality: text("quality").notNull(),
    style: text("style").notNull(),
    /** A data URL (image/webp, at most 256 px a side and IMAGE_THUMBNAIL_MAX_BYTES). */
    thumbnail: text("thumbnail").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("image_generations_user_created_idx").on(table.userId, table.createdAt)],
);

export const leads = pgTable(
  "leads",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    contact: text("contact").notNull(),
    topic: text("topic").notNull(),
    plan: text("plan"),
    message: text("message").notNull(),
    /** The public page the form was sent from (a path of lib/content/public-routes.ts). */
    origin: text("origin").notNull().default("/"),
    /** One of leadStatuses (lib/leads/status.ts), changed by the owner in /painel. */
    status: text("status").notNull().default("novo"),
    note: text("note").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    notifiedAt: timestamp("notified_at", { withTimezone: true }),
  },
  (table) => [index("leads_created_idx").on(table.createdAt), index("leads_pending_idx").on(table.notifiedAt)],
);

export type Lead = typeof leads.$inferSelect;

/** Requests per tool per day: no address, cookie or account, so it needs no consent. */
export const toolUsage = pgTable(
  "tool_usage",
  {
    tool: text("tool").notNull(),
    day: date("day").notNull(),
    requests: integer("requests").notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.tool, table.day] })],
);

/**
 * Long work (a whole-site export, a document): one row per job, whatever its kind (lib/jobs). Any instance
 * answers a job's status; the process running it renews heartbeat_at, and a running job whose heartbeat is
 * old is failed on read (its process died). Queued jobs wait here, in the database, for any process with
 * workers; rows go at expires_at, their results with them.
 */
export const jobs = pgTable(
  "jobs",
  {
    /** Unguessable (24 random bytes): it is also the download's address. */
    id: text("id").primaryKey(),
    /** "site", "document"...: which handler runs it and which routes show it. */
    kind: text("kind").notNull(),
    /** Who may see it (a hash of the browser's cookie, or an account): anyone else gets 404. */
    owner: text("owner").notNull(),
    /** Whose turn it takes (the address, or the account): one running and one queued each. */
    client: text("client").notNull(),
    input: jsonb("input").notNull(),
    /** queued, running, done, failed or cancelled. */
    status: text("status").notNull().default("queued"),
    progress: jsonb("progress"),
    result: jsonb("result"),
    message: text("message"),
    instance: text("instance"),
    /** How often a stopping process put it back in line (lib/jobs/store.ts, MAX_HAND_BACKS). */
    handBacks: integer("hand_backs").notNull().default(0),
    heartbeatAt: timestamp("heartbeat_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp("started_at", { withTimezone: true }),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    index("jobs_owner_idx").on(table.kind, table.owner, table.createdAt),
    index("jobs_status_idx").on(table.status, table.createdAt),
    index("jobs_client_idx").on(table.client, table.status),
    index("jobs_expires_idx").on(table.expiresAt),
  ],
);

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** A job's file (a ZIP, a translated document) in 1 MB pieces, so any instance can serve it. */
export const jobResults = pgTable(
  "job_results",
  {
    jobId: text("job_id")
      .notNull()
      .references(() => jobs.id, { onDelete: "cascade" }),
    seq: integer("seq").notNull(),
    data: bytea("data").notNull(),
  },
  (table) => [primaryKey({ columns: [table.jobId, table.seq] })],
);

/**
 * Counted visits and the site's own events (lib/analytics), as the instances flush them every few seconds: one
 * row per visitor, event and place in a flush, with its count. The visitor is a hash that changes every day (a
 * salt of that day only, the site, the address and the User-Agent); no address, User-Agent or cookie is kept.
 * Rows live until the end of the next day (at most 48 h): the day is then kept only in visit_daily.
 */
export const visitEvents = pgTable(
  "visit_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    /** The company's day (America/Sao_Paulo) the event happened on. */
    day: date("day").notNull(),
    visitor: text("visitor").notNull(),
    /** One of visitKinds (lib/analytics/kinds.ts). */
    kind: text("kind").notNull(),
    path: text("path").notNull(),
    /** What was pressed: a plan's name, or empty. */
    target: text("target").notNull().default(""),
    referrerHost: text("referrer_host").notNull().default(""),
    utmSource: text("utm_source").notNull().default(""),
    utmMedium: text("utm_medium").notNull().default(""),
    utmCampaign: text("utm_campaign").notNull().default(""),
    /** phone, tablet or desktop. */
    device: text("device").notNull().default(""),
    count: integer("count").notNull().default(1),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("visit_events_day_idx").on(table.day, table.visitor)],
);

/**
 * A day's totals, written once the day is over (lib/analytics/rollup.ts) and kept 25 months. No visitor key:
 * only counts. "*" in path, target, source, campaign or device means all of them.
 */
export const visitDaily = pgTable(
  "visit_daily",
  {
    day: date("day").notNull(),
    kind: text("kind").notNull(),
    path: text("path").notNull(),
    target: text("target").notNull(),
    source: text("source").notNull(),
    campaign: text("campaign").notNull(),
    device: text("device").notNull(),
    events: integer("events").notNull(),
    visitors: integer("visitors").notNull(),
  },
  (table) => [
    primaryKey({
      columns: [table.day, table.kind, table.path, table.target, table.source, table.campaign, table.device],
    }),
  ],
);

/** The day's random salt of the visitor hash, shared by the instances and deleted when the day ends. */
export const visitSalts = pgTable("visit_salts", {
  day: date("day").primaryKey(),
  salt: text("salt").notNull(),
});

/** The weekly e-mail of the figures: one row per week claims it, so only one instance sends it. */
export const visitReports = pgTable("visit_reports", {
  week: date("week").primaryKey(),
  sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The accounts' daily budgets (translation and speech characters) when no Redis is set: rate-limiter-flexible's
 * table for PostgreSQL, so the site and `npm run worker` count and give back in one place, and a restart keeps
 * the day's use. `expire` is in epoch milliseconds; rows an hour past it are deleted every few minutes.
 */
export const rateLimits = pgTable("rate_limits", {
  key: varchar("key", { length: 255 }).primaryKey(),
  points: integer("points").notNull().default(0),
  expire: bigint("expire", { mode: "number" }),
});
