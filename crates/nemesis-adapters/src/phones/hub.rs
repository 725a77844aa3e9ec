//! What the server hands out, held in one place: the table's public frame, each seat's secret,
//! the private sights addressed to a seat, and the answers phones gave. The app writes here
//! without waiting (one short lock); the server's connections read from here when told that
//! something changed.

use std::collections::VecDeque;
use std::sync::{Arc, Mutex, MutexGuard};
use tokio::sync::watch;

/// Streams of the table display at once; a full pool ends the oldest of the peer holding the
/// most (several tables may show the display: a laptop, a tablet, a television).
pub(crate) const MAX_TABLE_STREAMS: usize = 16;
/// Streams of the table display from one peer at once; its newest ends its oldest (issue 53:
/// one stranger's streams must not end the real display's).
pub(crate) const MAX_TABLE_STREAMS_PER_PEER: usize = 4;

/// How many private sights are kept (older, closed ones are forgotten first).
const SIGHTS_KEPT: usize = 128;
/// How many phone answers wait for the app before the oldest is dropped.
const ANSWERS_KEPT: usize = 32;

/// One private sight sent to a seat.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct SightId(pub u64);

/// Where a private sight stands.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SightState {
    /// Sent to the seat's phones (and sent again to a phone of that seat that reconnects); no
    /// phone has opened it yet.
    Waiting,
    /// A phone of the seat opened it. It is never sent anywhere again (a choice still open is
    /// sent again to that seat only, so a phone that reloads can still answer).
    Seen,
    /// The seat answered with this choice.
    Answered(String),
    /// The table took it back (shown on the laptop instead, or undone).
    Withdrawn,
}

/// A choice a seat answered from its phone.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PhoneAnswer {
    pub seat: usize,
    pub sight: SightId,
    pub choice: String,
}

/// Why a phone's request was not taken.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Refused {
    /// The link's secret names no seat (wrong, or revoked).
    UnknownSeat,
    /// No such sight for this seat.
    UnknownSight,
    /// The sight was answered, withdrawn, or asks for no choice.
    Closed,
    /// Not one of the sight's choices.
    UnknownChoice,
}

impl Refused {
    pub(crate) fn code(self) -> &'static str {
        match self {
            Refused::UnknownSeat => "unknown_seat",
            Refused::UnknownSight => "unknown_sight",
            Refused::Closed => "closed",
            Refused::UnknownChoice => "unknown_choice",
        }
    }
}

pub(crate) struct Sight {
    pub(crate) id: SightId,
    pub(crate) seat: usize,
    /// The event the seat's page receives (JSON), made once.
    pub(crate) event: Arc<str>,
    pub(crate) choices: Vec<String>,
    /// The forms among its choices: answered `form/option/option…`, one option of each step.
    pub(crate) forms: Vec<super::Form>,
    pub(crate) state: SightState,
}

impl Sight {
    /// Whether `choice` is one of the sight's choices, or a form's id with one of each of its
    /// steps' options.
    fn offers(&self, choice: &str) -> bool {
        if self.choices.iter().any(|c| c == choice) {
            return true;
        }
        let mut parts = choice.split('/');
        let Some(form) = parts
            .next()
            .and_then(|id| self.forms.iter().find(|f| f.id == id))
        else {
            return false;
        };
        let picks: Vec<&str> = parts.collect();
        picks.len() == form.steps.len()
            && form
                .steps
                .iter()
                .zip(&picks)
                .all(|(step, pick)| step.options.iter().any(|(id, _)| id == pick))
    }
}

impl Sight {
    /// Sent to a connection of its seat that has not had it yet.
    pub(crate) fn deliverable(&self) -> bool {
        match self.state {
            SightState::Waiting => true,
            SightState::Seen => !self.choices.is_empty() || !self.forms.is_empty(),
            SightState::Answered(_) | SightState::Withdrawn => false,
        }
    }
}

pub(crate) struct Seat {
    pub(crate) secret: String,
    /// Goes up when the seat is revoked: connections opened before end.
    pub(crate) generation: u64,
    /// The seat's open streams, oldest first.
    pub(crate) open: VecDeque<u64>,
}

pub(crate) struct Inner {
    /// A number new each time the server starts, so a page that kept a version from an
    /// earlier run never takes it for the current one.
    pub(crate) epoch: u64,
    pub(crate) version: u64,
    pub(crate) frame: Arc<str>,
    pub(crate) seats: Vec<Seat>,
    pub(crate) sights: VecDeque<Sight>,
    pub(crate) answers: VecDeque<PhoneAnswer>,
    pub(crate) next_sight: u64,
    /// The table display's open streams by peer, oldest first: a peer holding its share ends
    /// its own oldest, and a full pool ends the oldest of the peer holding the most, so that
    /// one machine opening many (issue 53: twenty streams) ends its own, not the real display's.
    pub(crate) table_open: super::peers::Peers<u64>,
    /// The open streams of links whose key names no seat (a stranger's, or a revoked seat's
    /// old link), oldest first: a pool of their own, so they never end the table display's.
    pub(crate) strangers_open: VecDeque<u64>,
    pub(crate) next_stream: u64,
    pub(crate) stopped: bool,
}

impl Inner {
    /// The seat whose link carries this secret (compared in constant time).
    pub(crate) fn seat_of(&self, secret: &str) -> Option<usize> {
        let mut found = None;
        for (i, seat) in self.seats.iter().enumerate() {
            if same_secret(&seat.secret, secret) {
                found = Some(i);
            }
        }
        found
    }

    pub(crate) fn version_id(&self) -> String {
        format!("{}.{}", self.epoch, self.version)
    }

    fn sight_mut(&mut self, seat: usize, id: SightId) -> Result<&mut Sight, Refused> {
        self.sights
            .iter_mut()
            .find(|s| s.id == id && s.seat == seat)
            .ok_or(Refused::UnknownSight)
    }
}

fn same_secret(a: &str, b: &str) -> bool {
    let (a, b) = (a.as_bytes(), b.as_bytes());
    if a.len() != b.len() {
        return false;
    }
    a.iter().zip(b).fold(0u8, |acc, (x, y)| acc | (x ^ y)) == 0
}

/// A new seat secret: 128 random bits from the operating system's generator, as 32 hex digits.
pub(crate) fn new_secret() -> String {
    use rand::RngExt as _;
    let bits: u128 = rand::rng().random();
    format!("{bits:032x}")
}

/// Whether `text` has the shape of a seat secret (kept secrets are checked before use).
pub(crate) fn is_secret(text: &str) -> bool {
    text.len() == 32
        && text
            .bytes()
            .all(|b| b.is_ascii_hexdigit() && !b.is_ascii_uppercase())
}

/// The shared state and the bell that rings when it changes.
pub(crate) struct Hub {
    inner: Mutex<Inner>,
    changed: watch::Sender<u64>,
}

impl Hub {
    /// `seats` seats, the first ones with the secrets a game kept (each one only if it is one
    /// of ours: 32 hex digits), the others with new ones.
    pub(crate) fn keeping(seats: usize, kept: &[String]) -> Hub {
        use rand::RngExt as _;
        let inner = Inner {
            epoch: rand::rng().random::<u32>() as u64,
            version: 0,
            frame: Arc::from("{}"),
            seats: (0..seats)
                .map(|i| Seat {
                    secret: kept
                        .get(i)
                        .filter(|k| is_secret(k))
                        .cloned()
                        .unwrap_or_else(new_secret),
                    generation: 0,
                    open: VecDeque::new(),
                })
                .collect(),
            sights: VecDeque::new(),
            answers: VecDeque::new(),
            next_sight: 1,
            table_open: super::peers::Peers::new(MAX_TABLE_STREAMS, MAX_TABLE_STREAMS_PER_PEER),
            strangers_open: VecDeque::new(),
            next_stream: 1,
            stopped: false,
        };
        Hub {
            inner: Mutex::new(inner),
            changed: watch::channel(0).0,
        }
    }

    /// The state, even if a thread panicked while holding it (nothing here is left half-written
    /// by a panic: every change is one assignment or one push).
    pub(crate) fn lock(&self) -> MutexGuard<'_, Inner> {
        self.inner.lock().unwrap_or_else(|e| e.into_inner())
    }

    pub(crate) fn subscribe(&self) -> watch::Receiver<u64> {
        self.changed.subscribe()
    }

    /// Rings the bell: every connection looks again.
    pub(crate) fn ring(&self) {
        self.changed.send_modify(|n| *n = n.wrapping_add(1));
    }

    pub(crate) fn publish(&self, frame: Arc<str>) -> u64 {
        let version = {
            let mut inner = self.lock();
            inner.version += 1;
            inner.frame = frame;
            inner.version
        };
        self.ring();
        version
    }

    pub(crate) fn show(
        &self,
        seat: usize,
        sight: &serde_json::Value,
        choices: &[(String, String)],
        forms: &[super::Form],
    ) -> Option<SightId> {
        let id = {
            let mut inner = self.lock();
            if seat >= inner.seats.len() {
                return None;
            }
            let id = SightId(inner.next_sight);
            inner.next_sight += 1;
            let event = serde_json::json!({
                "id": id.0,
                "sight": sight,
                "choices": choices
                    .iter()
                    .map(|(id, label)| serde_json::json!({"id": id, "label": label}))
                    .collect::<Vec<_>>(),
                "forms": forms,
            });
            inner.sights.push_back(Sight {
                id,
                seat,
                event: Arc::from(event.to_string()),
                choices: choices.iter().map(|(id, _)| id.clone()).collect(),
                forms: forms.to_vec(),
                state: SightState::Waiting,
            });
            while inner.sights.len() > SIGHTS_KEPT {
                // forget the oldest closed sight first, else the oldest
                let at = inner
                    .sights
                    .iter()
                    .position(|s| !s.deliverable())
                    .unwrap_or(0);
                inner.sights.remove(at);
            }
            id
        };
        self.ring();
        Some(id)
    }

    pub(crate) fn sight_state(&self, id: SightId) -> Option<SightState> {
        self.lock()
            .sights
            .iter()
            .find(|s| s.id == id)
            .map(|s| s.state.clone())
    }

    /// Takes a sight back from the phones. Refused once a phone has opened it: the sight was
    /// shown, and must not be shown again anywhere.
    pub(crate) fn withdraw(&self, id: SightId) -> Result<(), SightState> {
        let result = {
            let mut inner = self.lock();
            match inner.sights.iter_mut().find(|s| s.id == id) {
                Some(s) if s.state == SightState::Waiting => {
                    s.state = SightState::Withdrawn;
                    Ok(())
                }
                Some(s) => Err(s.state.clone()),
                None => Err(SightState::Withdrawn),
            }
        };
        self.ring();
        result
    }

    /// Closes a sight whose question no longer stands (its premise ended: the player left
    /// the room, the step was undone), opened or not: its choice can no longer be answered.
    /// False once answered or already closed.
    pub(crate) fn close(&self, id: SightId) -> bool {
        let closed = {
            let mut inner = self.lock();
            match inner.sights.iter_mut().find(|s| s.id == id) {
                Some(s) if matches!(s.state, SightState::Waiting | SightState::Seen) => {
                    s.state = SightState::Withdrawn;
                    true
                }
                _ => false,
            }
        };
        self.ring();
        closed
    }

    pub(crate) fn seen(&self, secret: &str, id: SightId) -> Result<(), Refused> {
        {
            let mut inner = self.lock();
            let seat = inner.seat_of(secret).ok_or(Refused::UnknownSeat)?;
            let sight = inner.sight_mut(seat, id)?;
            match sight.state {
                SightState::Waiting => sight.state = SightState::Seen,
                SightState::Seen => {}
                SightState::Answered(_) | SightState::Withdrawn => return Err(Refused::Closed),
            }
        }
        self.ring();
        Ok(())
    }

    pub(crate) fn answer(&self, secret: &str, id: SightId, choice: &str) -> Result<(), Refused> {
        {
            let mut inner = self.lock();
            let seat = inner.seat_of(secret).ok_or(Refused::UnknownSeat)?;
            let sight = inner.sight_mut(seat, id)?;
            // the same answer again (its reply was lost on the way back): taken once, answered
            // as the first time, so a page that sends until it hears back applies nothing twice
            if sight.state == SightState::Answered(choice.to_string()) {
                return Ok(());
            }
            if !matches!(sight.state, SightState::Waiting | SightState::Seen)
                || (sight.choices.is_empty() && sight.forms.is_empty())
            {
                return Err(Refused::Closed);
            }
            if !sight.offers(choice) {
                return Err(Refused::UnknownChoice);
            }
            sight.state = SightState::Answered(choice.to_string());
            inner.answers.push_back(PhoneAnswer {
                seat,
                sight: id,
                choice: choice.to_string(),
            });
            while inner.answers.len() > ANSWERS_KEPT {
                inner.answers.pop_front();
            }
        }
        self.ring();
        Ok(())
    }

    pub(crate) fn take_answers(&self) -> Vec<PhoneAnswer> {
        self.lock().answers.drain(..).collect()
    }

    pub(crate) fn revoke(&self, seat: usize) -> bool {
        let done = {
            let mut inner = self.lock();
            match inner.seats.get_mut(seat) {
                Some(s) => {
                    s.secret = new_secret();
                    s.generation += 1;
                    true
                }
                None => false,
            }
        };
        self.ring();
        done
    }

    pub(crate) fn stop(&self) {
        self.lock().stopped = true;
        self.ring();
    }
}
