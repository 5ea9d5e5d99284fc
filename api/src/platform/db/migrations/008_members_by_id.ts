import { sql, type Kysely } from 'kysely';

/**
 * Members are referenced by id: the assignee and the processor of an order, a remark's author and an
 * event's actor. The names stay beside the ids for display (and for history whose member was deleted).
 *
 * Existing rows are resolved by name; where two members share a name, the older account (lowest id) is
 * taken. An assignment whose name matches no member is returned to its queue, and the history says so.
 *
 * A row trigger keeps each name/id pair consistent whoever writes the row: an id given (the API) sets the
 * display name from the member; a name given alone (bulk loads) is resolved to the member, and a name that
 * matches nobody is refused for an assignment. Folder counts are kept per assignee id.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const run = (text: string) => sql.raw(text).execute(db);

  await run(`ALTER TABLE orders
    ADD COLUMN assigned_to_id integer REFERENCES team_members (id),
    ADD COLUMN processed_by_id integer REFERENCES team_members (id) ON DELETE SET NULL`);
  await run(
    `ALTER TABLE remarks ADD COLUMN author_id integer REFERENCES team_members (id) ON DELETE SET NULL`,
  );

  await run(`CREATE TEMPORARY TABLE member_by_name ON COMMIT DROP AS
    SELECT DISTINCT ON (name) name, id FROM team_members ORDER BY name, id`);
  await run(`UPDATE orders o SET assigned_to_id = m.id FROM member_by_name m WHERE o.assign_to = m.name`);
  await run(`INSERT INTO order_events (order_id, actor_id, actor_name, action, from_value, to_value, detail)
    SELECT order_id, NULL, 'system', 'assign', assign_to, NULL, 'returned to the queue: no member has this name'
    FROM orders WHERE assign_to IS NOT NULL AND assigned_to_id IS NULL`);
  await run(`UPDATE orders SET assign_to = NULL WHERE assign_to IS NOT NULL AND assigned_to_id IS NULL`);
  await run(`UPDATE orders o SET processed_by_id = m.id FROM member_by_name m WHERE o.processed_by = m.name`);
  await run(`UPDATE remarks r SET author_id = m.id FROM member_by_name m WHERE r.remark_name = m.name`);
  await run(`UPDATE order_events e SET actor_id = m.id FROM member_by_name m
    WHERE e.actor_id IS NULL AND e.actor_name = m.name`);
  await run(`UPDATE order_events e SET actor_id = NULL
    WHERE actor_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM team_members t WHERE t.id = e.actor_id)`);
  await run(`ALTER TABLE order_events ADD CONSTRAINT order_events_actor_fk
    FOREIGN KEY (actor_id) REFERENCES team_members (id) ON DELETE SET NULL`);
  await run(`ALTER TABLE orders ADD CONSTRAINT orders_assignee_pair
    CHECK ((assign_to IS NULL) = (assigned_to_id IS NULL))`);

  await run(`DROP INDEX orders_assigned`);
  await run(
    `CREATE INDEX orders_assigned ON orders (assigned_to_id, order_id) WHERE assigned_to_id IS NOT NULL`,
  );
  // Deleting a member looks up what still points at them.
  await run(
    `CREATE INDEX orders_processed_by_id ON orders (processed_by_id) WHERE processed_by_id IS NOT NULL`,
  );
  await run(`CREATE INDEX remarks_author ON remarks (author_id) WHERE author_id IS NOT NULL`);
  await run(`CREATE INDEX order_events_actor ON order_events (actor_id) WHERE actor_id IS NOT NULL`);

  await run(`
    CREATE FUNCTION orders_member_refs() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE
      id_changed boolean := TG_OP = 'INSERT' OR NEW.assigned_to_id IS DISTINCT FROM OLD.assigned_to_id;
      name_changed boolean := TG_OP = 'INSERT' OR NEW.assign_to IS DISTINCT FROM OLD.assign_to;
    BEGIN
      IF id_changed AND NEW.assigned_to_id IS NOT NULL THEN
        SELECT name INTO NEW.assign_to FROM team_members WHERE id = NEW.assigned_to_id;
      ELSIF id_changed THEN
        IF TG_OP = 'UPDATE' THEN NEW.assign_to := NULL; END IF;
        IF NEW.assign_to IS NOT NULL THEN
          NEW.assigned_to_id := (SELECT id FROM team_members WHERE name = NEW.assign_to ORDER BY id LIMIT 1);
        END IF;
      ELSIF name_changed AND NEW.assign_to IS NULL THEN
        NEW.assigned_to_id := NULL;
      ELSIF name_changed AND NOT EXISTS (
        SELECT 1 FROM team_members WHERE id = NEW.assigned_to_id AND name = NEW.assign_to
      ) THEN
        NEW.assigned_to_id := (SELECT id FROM team_members WHERE name = NEW.assign_to ORDER BY id LIMIT 1);
      END IF;
      IF NEW.assign_to IS NOT NULL AND NEW.assigned_to_id IS NULL THEN
        RAISE EXCEPTION 'No team member is named %', NEW.assign_to USING ERRCODE = 'foreign_key_violation';
      END IF;
      IF NEW.processed_by_id IS NOT NULL AND (TG_OP = 'INSERT' OR NEW.processed_by_id IS DISTINCT FROM OLD.processed_by_id) THEN
        SELECT name INTO NEW.processed_by FROM team_members WHERE id = NEW.processed_by_id;
      ELSIF NEW.processed_by_id IS NULL AND NEW.processed_by IS NOT NULL
        AND (TG_OP = 'INSERT' OR NEW.processed_by IS DISTINCT FROM OLD.processed_by) THEN
        NEW.processed_by_id := (SELECT id FROM team_members WHERE name = NEW.processed_by ORDER BY id LIMIT 1);
      END IF;
      RETURN NEW;
    END $$`);
  await run(`CREATE TRIGGER orders_member_refs BEFORE INSERT OR UPDATE OF assign_to, assigned_to_id, processed_by, processed_by_id
    ON orders FOR EACH ROW EXECUTE FUNCTION orders_member_refs()`);
  await run(`
    CREATE FUNCTION remarks_author_ref() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF NEW.author_id IS NULL THEN
        NEW.author_id := (SELECT id FROM team_members WHERE name = NEW.remark_name ORDER BY id LIMIT 1);
      END IF;
      RETURN NEW;
    END $$`);
  await run(
    `CREATE TRIGGER remarks_author_ref BEFORE INSERT ON remarks FOR EACH ROW EXECUTE FUNCTION remarks_author_ref()`,
  );

  // Folder counts per assignee id (0 = unassigned) instead of per name: rebuilt from the orders.
  await run(`DELETE FROM order_folder_stats`);
  await run(`ALTER TABLE order_folder_stats DROP CONSTRAINT order_folder_stats_pkey`);
  await run(`ALTER TABLE order_folder_stats DROP COLUMN assign_to`);
  await run(`ALTER TABLE order_folder_stats ADD COLUMN assignee_id integer NOT NULL DEFAULT 0`);
  await run(`ALTER TABLE order_folder_stats
    ADD PRIMARY KEY (process_status, processing_mode, assignee_id, processing_month, refund_requested)`);
  const key = `process_status, processing_mode, coalesce(assigned_to_id, 0) AS assignee_id,
      coalesce(date_trunc('month', processing_date)::date, DATE '1900-01-01') AS processing_month,
      refund_date IS NOT NULL AS refund_requested`;
  const apply = (source: string) => `
    INSERT INTO order_folder_stats AS s (process_status, processing_mode, assignee_id, processing_month, refund_requested, n)
    SELECT process_status, processing_mode, assignee_id, processing_month, refund_requested, sum(delta)
    FROM (${source}) AS changes
    GROUP BY 1, 2, 3, 4, 5
    HAVING sum(delta) <> 0
    ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT (process_status, processing_mode, assignee_id, processing_month, refund_requested)
    DO UPDATE SET n = s.n + excluded.n`;
  await run(`
    CREATE OR REPLACE FUNCTION order_folder_stats_apply() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'INSERT' THEN
        ${apply(`SELECT ${key}, 1 AS delta FROM new_rows`)};
      ELSIF TG_OP = 'DELETE' THEN
        ${apply(`SELECT ${key}, -1 AS delta FROM old_rows`)};
      ELSE
        ${apply(`SELECT ${key}, 1 AS delta FROM new_rows UNION ALL SELECT ${key}, -1 AS delta FROM old_rows`)};
      END IF;
      RETURN NULL;
    END $$`);
  await run(apply(`SELECT ${key}, 1 AS delta FROM orders`));
}
