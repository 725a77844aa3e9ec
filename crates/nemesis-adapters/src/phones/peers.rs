//! Who holds the server's connections, so that no one machine can hold them all (issue 53: a
//! hostile audit held every connection from one machine, with idle sockets and with requests
//! sent a byte at a time, and no phone could connect). The limits themselves are in `server`.

use std::collections::{HashMap, VecDeque};
use std::net::IpAddr;

/// The peer a connection counts against: its address, an IPv6 one by its /64 (a device picks
/// its own addresses within its network's /64, as many as it likes).
pub(crate) fn peer_of(ip: IpAddr) -> IpAddr {
    match ip.to_canonical() {
        IpAddr::V6(v6) => {
            let prefix = u128::from(v6) & !((1u128 << 64) - 1);
            IpAddr::V6(prefix.into())
        }
        v4 => v4,
    }
}

/// The open connections of each peer, oldest first, each with what ends it (`T`: dropping it
/// ends the connection).
pub(crate) struct Peers<T> {
    open: HashMap<IpAddr, VecDeque<(u64, T)>>,
    total: usize,
    next: u64,
    max_total: usize,
    per_peer: usize,
}

impl<T> Peers<T> {
    pub(crate) fn new(max_total: usize, per_peer: usize) -> Peers<T> {
        Peers {
            open: HashMap::new(),
            total: 0,
            next: 0,
            max_total: max_total.max(1),
            per_peer: per_peer.max(1),
        }
    }

    /// Takes a new connection of `peer`, which `end` ends; gives its ticket (for
    /// [`Peers::left`]) and the connections to end to make room: the peer's own oldest once it
    /// holds its share, else, when the server is full, the oldest of the peer holding the
    /// most. The new one always gets in: a phone that comes back is never turned away, and a
    /// peer new to the server gets in however full others made it.
    pub(crate) fn admit(&mut self, peer: IpAddr, end: T) -> (u64, Vec<T>) {
        let mut ended = Vec::new();
        while self.held(peer) >= self.per_peer {
            ended.extend(self.end_oldest(peer));
        }
        while self.total >= self.max_total {
            match self.heaviest() {
                Some(heaviest) => ended.extend(self.end_oldest(heaviest)),
                None => break,
            }
        }
        let ticket = self.next;
        self.next += 1;
        self.open.entry(peer).or_default().push_back((ticket, end));
        self.total += 1;
        (ticket, ended)
    }

    /// A connection closed by itself (nothing happens for one ended to make room: it is gone
    /// already). Gives what ended it, to drop.
    pub(crate) fn left(&mut self, peer: IpAddr, ticket: u64) -> Option<T> {
        let list = self.open.get_mut(&peer)?;
        let at = list.iter().position(|(t, _)| *t == ticket)?;
        let (_, end) = list.remove(at)?;
        if list.is_empty() {
            self.open.remove(&peer);
        }
        self.total -= 1;
        Some(end)
    }

    /// How many connections `peer` holds.
    pub(crate) fn held(&self, peer: IpAddr) -> usize {
        self.open.get(&peer).map_or(0, VecDeque::len)
    }

    /// Whether `peer` still holds `what` (not ended to make room for a newer one).
    pub(crate) fn holds(&self, peer: IpAddr, what: &T) -> bool
    where
        T: PartialEq,
    {
        self.open
            .get(&peer)
            .is_some_and(|list| list.iter().any(|(_, t)| t == what))
    }

    /// `what` of `peer` closed by itself (as [`Peers::left`], found by what it is).
    pub(crate) fn left_with(&mut self, peer: IpAddr, what: &T) -> Option<T>
    where
        T: PartialEq,
    {
        let ticket = self
            .open
            .get(&peer)?
            .iter()
            .find(|(_, t)| t == what)
            .map(|(ticket, _)| *ticket)?;
        self.left(peer, ticket)
    }

    /// How many connections are open.
    pub(crate) fn total(&self) -> usize {
        self.total
    }

    fn heaviest(&self) -> Option<IpAddr> {
        self.open
            .iter()
            .max_by_key(|(_, list)| list.len())
            .map(|(peer, _)| *peer)
    }

    fn end_oldest(&mut self, peer: IpAddr) -> Option<T> {
        let list = self.open.get_mut(&peer)?;
        let (_, end) = list.pop_front()?;
        if list.is_empty() {
            self.open.remove(&peer);
        }
        self.total -= 1;
        Some(end)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ip(last: u8) -> IpAddr {
        IpAddr::from([192, 168, 1, last])
    }

    #[test]
    fn a_peer_at_its_share_ends_its_own_oldest() {
        let mut peers = Peers::new(100, 3);
        for n in 0..3 {
            assert!(peers.admit(ip(1), n).1.is_empty());
        }
        peers.admit(ip(2), 10);
        assert_eq!(peers.admit(ip(1), 3).1, vec![0]);
        assert_eq!(peers.admit(ip(1), 4).1, vec![1]);
        assert_eq!((peers.held(ip(1)), peers.held(ip(2))), (3, 1));
    }

    #[test]
    fn a_full_server_lets_a_new_peer_in_at_the_heaviest_peers_cost() {
        let mut peers = Peers::new(10, 4);
        // three peers fill it: 4, 4 and 2
        for (peer, n) in [(1, 4), (2, 4), (3, 2)] {
            for k in 0..n {
                assert!(peers.admit(ip(peer), (peer, k)).1.is_empty());
            }
        }
        assert_eq!(peers.total(), 10);
        let ended = peers.admit(ip(9), (9, 0)).1;
        assert_eq!(ended.len(), 1);
        assert!(ended[0] == (1, 0) || ended[0] == (2, 0), "{ended:?}");
        assert_eq!((peers.total(), peers.held(ip(9))), (10, 1));
        // again and again: the light peer keeps what it has
        for k in 1..4 {
            peers.admit(ip(9), (9, k));
        }
        assert_eq!(peers.held(ip(3)), 2);
        assert_eq!(peers.total(), 10);
    }

    #[test]
    fn a_connection_that_left_frees_its_place_once() {
        let mut peers = Peers::new(3, 2);
        let (a, _) = peers.admit(ip(1), 'a');
        peers.admit(ip(1), 'b');
        assert_eq!(peers.left(ip(1), a), Some('a'));
        assert_eq!(peers.left(ip(1), a), None);
        let (c, _) = peers.admit(ip(2), 'c');
        peers.admit(ip(2), 'e');
        // full: the heaviest peer's oldest makes room, and closing later counts nothing more
        assert_eq!(peers.admit(ip(3), 'd').1, vec!['c']);
        assert_eq!(peers.left(ip(2), c), None);
        assert_eq!(peers.total(), 3);
    }

    #[test]
    fn an_ipv6_device_is_one_peer_whatever_address_it_picks() {
        let a: IpAddr = "2001:db8:1:2:aaaa::1".parse().unwrap();
        let b: IpAddr = "2001:db8:1:2:bbbb::7".parse().unwrap();
        let other: IpAddr = "2001:db8:1:3::1".parse().unwrap();
        assert_eq!(peer_of(a), peer_of(b));
        assert_ne!(peer_of(a), peer_of(other));
        let mapped: IpAddr = "::ffff:192.168.1.5".parse().unwrap();
        assert_eq!(peer_of(mapped), ip(5));
    }
}
