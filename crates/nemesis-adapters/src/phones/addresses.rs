//! The addresses a phone might reach this computer on. A laptop often has several (Wi-Fi,
//! Ethernet, a VPN, a container bridge): the table picks the one its phones share, and the QR
//! code carries that one.

use std::net::IpAddr;

/// One address of this computer, with what the table needs to choose it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Address {
    pub ip: IpAddr,
    /// The interface's name (`wlan0`, `eth0`, `tun0`…).
    pub interface: String,
    /// What the name suggests: Wi-Fi, wired, VPN, virtual or this computer only.
    pub kind: AddressKind,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum AddressKind {
    WiFi,
    Wired,
    Other,
    /// A VPN tunnel: phones on the table's Wi-Fi cannot reach it.
    Vpn,
    /// A bridge for containers or virtual machines: phones cannot reach it.
    Virtual,
    /// This computer only (127.0.0.1): for tests and a display on the same computer.
    Loopback,
}

impl AddressKind {
    fn of(interface: &str, ip: IpAddr) -> AddressKind {
        let name = interface.to_ascii_lowercase();
        let starts = |prefixes: &[&str]| prefixes.iter().any(|p| name.starts_with(p));
        if ip.is_loopback() {
            AddressKind::Loopback
        } else if starts(&["wl", "wifi", "wi-fi", "wlan", "ath", "ra"]) || name.contains("wireless")
        {
            AddressKind::WiFi
        } else if starts(&[
            "tun",
            "tap",
            "wg",
            "ppp",
            "utun",
            "ipsec",
            "zt",
            "tailscale",
        ]) {
            AddressKind::Vpn
        } else if starts(&[
            "docker", "br-", "veth", "virbr", "vmnet", "vbox", "lxc", "lxd", "podman", "cni",
        ]) {
            AddressKind::Virtual
        } else if starts(&["en", "eth", "em"]) || name.contains("ethernet") {
            AddressKind::Wired
        } else {
            AddressKind::Other
        }
    }

    /// A phone on the same Wi-Fi could reach an address of this kind.
    pub fn reachable_by_phones(self) -> bool {
        matches!(
            self,
            AddressKind::WiFi | AddressKind::Wired | AddressKind::Other
        )
    }
}

/// Every IPv4 address of this computer, the likeliest for phones first (Wi-Fi, wired, other),
/// then those phones cannot reach (VPN, virtual, loopback). IPv6 link-local addresses are left
/// out: a phone's browser cannot open them from a QR code.
pub fn usable_addresses() -> Vec<Address> {
    let mut found: Vec<Address> = if_addrs::get_if_addrs()
        .unwrap_or_default()
        .into_iter()
        .filter(|i| i.ip().is_ipv4())
        .map(|i| Address {
            ip: i.ip(),
            kind: AddressKind::of(&i.name, i.ip()),
            interface: i.name,
        })
        .collect();
    if !found.iter().any(|a| a.ip.is_loopback()) {
        found.push(Address {
            ip: IpAddr::from([127, 0, 0, 1]),
            interface: "lo".into(),
            kind: AddressKind::Loopback,
        });
    }
    found.sort_by_key(|a| (a.kind, a.interface.clone()));
    found.dedup_by(|a, b| a.ip == b.ip);
    found
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn interface_names_say_what_a_phone_can_reach() {
        let ip = IpAddr::from([192, 168, 1, 20]);
        assert_eq!(AddressKind::of("wlp2s0", ip), AddressKind::WiFi);
        assert_eq!(AddressKind::of("eth0", ip), AddressKind::Wired);
        assert_eq!(AddressKind::of("enp3s0", ip), AddressKind::Wired);
        assert_eq!(AddressKind::of("tun0", ip), AddressKind::Vpn);
        assert_eq!(AddressKind::of("wg0", ip), AddressKind::Vpn);
        assert_eq!(AddressKind::of("docker0", ip), AddressKind::Virtual);
        assert_eq!(
            AddressKind::of("lo", IpAddr::from([127, 0, 0, 1])),
            AddressKind::Loopback
        );
        assert!(AddressKind::WiFi.reachable_by_phones());
        assert!(!AddressKind::Vpn.reachable_by_phones());
        assert!(!AddressKind::Loopback.reachable_by_phones());
    }

    #[test]
    fn the_list_has_loopback_last_and_phone_addresses_first() {
        let list = usable_addresses();
        assert!(list.iter().any(|a| a.ip.is_loopback()));
        let kinds: Vec<_> = list.iter().map(|a| a.kind).collect();
        let mut sorted = kinds.clone();
        sorted.sort();
        assert_eq!(kinds, sorted);
    }
}
