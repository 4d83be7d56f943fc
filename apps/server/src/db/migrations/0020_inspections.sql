CREATE TABLE "haul_inspection_photos" (
	"picture_id" uuid PRIMARY KEY NOT NULL,
	"inspection_id" uuid NOT NULL,
	"view" text NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "haul_inspections" (
	"id" uuid PRIMARY KEY NOT NULL,
	"haul_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"driver_user_id" uuid NOT NULL,
	"counterpart_name" text NOT NULL,
	"counterpart_signature" jsonb NOT NULL,
	"driver_signature" jsonb,
	"marks" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"checklist" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"odometer_km" double precision,
	"engine_hours" double precision,
	"lat" double precision,
	"lon" double precision,
	"accuracy_m" double precision,
	"signed_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "haul_inspections_kind_check" CHECK ("haul_inspections"."kind" in ('pickup', 'delivery'))
);
--> statement-breakpoint
ALTER TABLE "pictures" DROP CONSTRAINT "pictures_purpose_check";--> statement-breakpoint
ALTER TABLE "haul_inspection_photos" ADD CONSTRAINT "haul_inspection_photos_picture_id_pictures_id_fk" FOREIGN KEY ("picture_id") REFERENCES "public"."pictures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "haul_inspection_photos" ADD CONSTRAINT "haul_inspection_photos_inspection_id_haul_inspections_id_fk" FOREIGN KEY ("inspection_id") REFERENCES "public"."haul_inspections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "haul_inspections" ADD CONSTRAINT "haul_inspections_haul_id_hauls_id_fk" FOREIGN KEY ("haul_id") REFERENCES "public"."hauls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "haul_inspections" ADD CONSTRAINT "haul_inspections_driver_user_id_users_id_fk" FOREIGN KEY ("driver_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "haul_inspection_photos_inspection_idx" ON "haul_inspection_photos" USING btree ("inspection_id","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "haul_inspections_haul_kind_idx" ON "haul_inspections" USING btree ("haul_id","kind");--> statement-breakpoint
ALTER TABLE "pictures" ADD CONSTRAINT "pictures_purpose_check" CHECK ("pictures"."purpose" in ('haul', 'chat', 'profile', 'inspection'));