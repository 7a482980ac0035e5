// Bulk data for the search benchmark (`npm run bench`): listed donor couples inserted straight into
// the API's SQLite file, fast (one transaction, prepared statements).
import { DatabaseSync } from 'node:sqlite';

const eyeColors = ['Blue', 'Brown', 'Green', 'Hazel', 'Gray'];
const hairColors = ['Black', 'Brown', 'Blonde', 'Red', 'Auburn', 'Gray'];
const races = ['Asian', 'Black or African American', 'Hispanic or Latino', 'White', 'Multiracial'];
const religions = ['Catholic', 'Protestant', 'Jewish', 'Muslim', 'Hindu', 'Buddhist', 'None', 'Other'];
const educations = ['High school', 'Some college', "Associate's degree", "Bachelor's degree", "Master's degree", 'Doctorate'];
const states = ['MA', 'NY', 'CT', 'NH', 'RI', 'VT', 'ME', 'NJ'];

/**
 * Bulk-inserts `count` listed donor couples (member, CURRNT OPEN/CLOS profile at Northside, one freeze
 * event each) in one transaction, copying a demo donor's member row so every required column is set.
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
    const insertFreeze = db.prepare(
      "INSERT INTO freeze_events (member_id, item_type_id, status_id, count, frozen_on, storage_location, description, deleted_at) VALUES (?, 'CRY', 'ICR-CRYL----------------', ?, '2021-04-18', 'Northside Fertility — Tank 9', 'Day 5 blastocysts', NULL)",
    );
    const baseMs = Date.parse('2026-01-01T00:00:00Z');
    db.exec('BEGIN');
    for (let i = 0; i < count; i++) {
      const userName = `bench.donor.${i}`;
      const member = { ...template, user_name: userName, user_name_key: userName, matching_privacy_type_id: i % 2 === 0 ? 'OPEN' : 'CLOS' };
      const { id } = insertMember.get(...memberColumns.map((column) => member[column]));
      const updatedAt = new Date(baseMs + ((i * 7919) % count) * 60_000).toISOString();
      const profile = {
        ...profileTemplate,
        member_id: id,
        privacy_type_id: i % 2 === 0 ? 'OPEN' : 'CLOS',
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
      insertProfile.run(...profileColumns.map((column) => profile[column]));
      insertFreeze.run(id, 1 + (i % 5));
    }
    db.exec('COMMIT');
    return count;
  } finally {
    db.close();
  }
}

