// Bulk data for the search benchmark (`npm run bench`): listed donor couples inserted straight into
// the API's database, fast: its SQLite file (one transaction, prepared statements) or its PostgreSQL
// database (one transaction, rows in batches).
import { DatabaseSync } from 'node:sqlite';
import pg from 'pg';

const eyeColors = ['Blue', 'Brown', 'Green', 'Hazel', 'Gray'];
const hairColors = ['Black', 'Brown', 'Blonde', 'Red', 'Auburn', 'Gray'];
const races = ['Asian', 'Black or African American', 'Hispanic or Latino', 'White', 'Multiracial'];
const religions = ['Catholic', 'Protestant', 'Jewish', 'Muslim', 'Hindu', 'Buddhist', 'None', 'Other'];
const educations = ['High school', 'Some college', "Associate's degree", "Bachelor's degree", "Master's degree", 'Doctorate'];
const states = ['MA', 'NY', 'CT', 'NH', 'RI', 'VT', 'ME', 'NJ'];

/** The member, profile and freeze event of bench donor couple `i`, from the demo donor's rows. */
function donorCouple(i, count, template, profileTemplate) {
  const userName = `bench.donor.${i}`;
  const privacy = i % 2 === 0 ? 'OPEN' : 'CLOS';
  const member = { ...template, user_name: userName, user_name_key: userName, matching_privacy_type_id: privacy };
  const updatedAt = new Date(baseMs + ((i * 7919) % count) * 60_000).toISOString();
  const profile = {
    ...profileTemplate,
    privacy_type_id: privacy,
    completion_status_id: 'CURRNT',
    profile_code: `B-${100000 + i}`,
    residence_state: states[i % states.length],
    birth_year: 1975 + ((i * 7) % 20),
    height_cm: 150 + ((i * 11) % 45),
    eye_color: eyeColors[i % eyeColors.length],
    hair_color: hairColors[(i * 3) % hairColors.length],
    race: races[(i * 5) % races.length],
    religion: religions[(i * 7) % religions.length],
    education: educations[(i * 11) % educations.length],
    created_at: updatedAt,
    updated_at: updatedAt,
  };
  // Offered on the matching site, as a listed couple's embryos are (issue 15): the search counts them per donor.
  const freeze = { count: 1 + (i % 5) };
  return { member, profile, freeze };
}

const baseMs = Date.parse('2026-01-01T00:00:00Z');
const freezeColumns = ['member_id', 'item_type_id', 'status_id', 'count', 'frozen_on', 'storage_location', 'description', 'deleted_at', 'offered_for_matching'];
const freezeValues = (memberId, freeze) => [memberId, 'CRY', 'ICR-CRYL----------------', freeze.count, '2021-04-18', 'Northside Fertility — Tank 9', 'Day 5 blastocysts', null, 1];

/**
 * Bulk-inserts `count` listed donor couples (member, CURRNT OPEN/CLOS profile at Northside, one offered
 * freeze event each) into the SQLite file in one transaction, copying a demo donor's member row so every
 * required column is set.
 */
export function seedSearchProfiles(file, count) {
  const db = new DatabaseSync(file);
  try {
    db.exec('PRAGMA busy_timeout = 5000');
    const template = db.prepare("SELECT * FROM members WHERE user_name_key LIKE 'donor.%' ORDER BY id LIMIT 1").get();
    const profileTemplate = db.prepare('SELECT * FROM matching_profiles WHERE member_id = ?').get(template.id);
    const memberColumns = Object.keys(template).filter((column) => column !== 'id');
    const insertMember = db.prepare(`INSERT INTO members (${memberColumns.join(', ')}) VALUES (${memberColumns.map(() => '?').join(', ')}) RETURNING id`);
    const profileColumns = Object.keys(profileTemplate);
    const insertProfile = db.prepare(`INSERT INTO matching_profiles (${profileColumns.join(', ')}) VALUES (${profileColumns.map(() => '?').join(', ')})`);
    const insertFreeze = db.prepare(`INSERT INTO freeze_events (${freezeColumns.join(', ')}) VALUES (${freezeColumns.map(() => '?').join(', ')})`);
    db.exec('BEGIN');
    for (let i = 0; i < count; i++) {
      const { member, profile, freeze } = donorCouple(i, count, template, profileTemplate);
      const { id } = insertMember.get(...memberColumns.map((column) => member[column]));
      insertProfile.run(...profileColumns.map((column) => (column === 'member_id' ? id : profile[column])));
      insertFreeze.run(...freezeValues(id, freeze));
    }
    db.exec('COMMIT');
    return count;
  } finally {
    db.close();
  }
}

/** The same couples in the PostgreSQL database of `url`, in one transaction, 500 rows a statement. */
export async function seedSearchProfilesPostgres(url, count) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const template = (await client.query("SELECT * FROM members WHERE user_name_key LIKE 'donor.%' ORDER BY id LIMIT 1")).rows[0];
    const profileTemplate = (await client.query('SELECT * FROM matching_profiles WHERE member_id = $1', [template.id])).rows[0];
    const memberColumns = Object.keys(template).filter((column) => column !== 'id');
    const profileColumns = Object.keys(profileTemplate);
    /** INSERT of many rows: `rows` are arrays of values in `columns` order. */
    const insertRows = (table, columns, rows, returning = '') => {
      const values = rows.map((row, r) => `(${row.map((_, c) => `$${r * columns.length + c + 1}`).join(', ')})`);
      return client.query(`INSERT INTO ${table} (${columns.join(', ')}) VALUES ${values.join(', ')}${returning}`, rows.flat());
    };
    await client.query('BEGIN');
    for (let start = 0; start < count; start += 500) {
      const couples = [];
      for (let i = start; i < Math.min(count, start + 500); i++) couples.push(donorCouple(i, count, template, profileTemplate));
      const { rows: ids } = await insertRows(
        'members',
        memberColumns,
        couples.map(({ member }) => memberColumns.map((column) => member[column])),
        ' RETURNING id',
      );
      await insertRows(
        'matching_profiles',
        profileColumns,
        couples.map(({ profile }, k) => profileColumns.map((column) => (column === 'member_id' ? ids[k].id : profile[column]))),
      );
      await insertRows(
        'freeze_events',
        freezeColumns,
        couples.map(({ freeze }, k) => freezeValues(ids[k].id, freeze)),
      );
    }
    await client.query('COMMIT');
    await client.query('ANALYZE');
    return count;
  } finally {
    await client.end();
  }
}
