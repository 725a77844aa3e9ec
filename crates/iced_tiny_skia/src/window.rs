pub mod compositor;

pub use compositor::{Compositor, Surface};
