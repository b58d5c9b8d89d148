import autocannon from 'autocannon';
const base = 'http://127.0.0.1:3402/api/v1';
const created = await fetch(`${base}/add-filter-for-new-user`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ zip: '10001', gender: 1, tier: 'IF', dob: '04/12/1984' }) });
const cookie = created.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
const id = (await created.json()).data.temp_enrollment_id;
const r = await autocannon({ url: `${base}/get-filtered-plans?enrollment_id=${id}`, headers: { cookie }, connections: 10, duration: 8 });
console.log('rps', r.requests.average, 'p50', r.latency.p50);
