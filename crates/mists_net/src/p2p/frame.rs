//! Frames on a peer's QUIC stream: replicon's channel number, the length (u32, little end), the
//! bytes. One reliable ordered stream carries every channel (our protocol is one ordered event
//! each way; replicon's own channels tolerate order). A length over [`MAX_FRAME`] closes the
//! stream before anything is allocated for it.

use tokio::io::{AsyncRead, AsyncReadExt, AsyncWrite, AsyncWriteExt};

/// The largest frame either side accepts (the host's welcome is at most 1 MiB, `wire.rs`).
pub const MAX_FRAME: usize = 2 << 20;

#[derive(Debug, thiserror::Error)]
pub enum FrameError {
    #[error("the peer closed the stream")]
    Closed,
    #[error("a frame of {0} bytes is larger than the {MAX_FRAME} allowed")]
    TooLarge(usize),
    #[error(transparent)]
    Io(#[from] std::io::Error),
}

pub async fn write_frame<W: AsyncWrite + Unpin>(
    w: &mut W,
    channel: u8,
    body: &[u8],
) -> Result<(), FrameError> {
    if body.len() > MAX_FRAME {
        return Err(FrameError::TooLarge(body.len()));
    }
    let mut head = [0u8; 5];
    head[0] = channel;
    head[1..].copy_from_slice(&(body.len() as u32).to_le_bytes());
    w.write_all(&head).await?;
    w.write_all(body).await?;
    Ok(())
}

pub async fn read_frame<R: AsyncRead + Unpin>(r: &mut R) -> Result<(u8, Vec<u8>), FrameError> {
    let mut head = [0u8; 5];
    match r.read_exact(&mut head).await {
        Ok(_) => {}
        Err(e) if e.kind() == std::io::ErrorKind::UnexpectedEof => return Err(FrameError::Closed),
        Err(e) => return Err(e.into()),
    }
    let len = u32::from_le_bytes([head[1], head[2], head[3], head[4]]) as usize;
    if len > MAX_FRAME {
        return Err(FrameError::TooLarge(len));
    }
    let mut body = vec![0u8; len];
    r.read_exact(&mut body).await?;
    Ok((head[0], body))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn frames_round_trip_and_a_huge_length_is_refused_unread() {
        let (mut a, mut b) = tokio::io::duplex(1 << 16);
        write_frame(&mut a, 3, b"hello").await.unwrap();
        write_frame(&mut a, 0, b"").await.unwrap();
        assert_eq!(read_frame(&mut b).await.unwrap(), (3, b"hello".to_vec()));
        assert_eq!(read_frame(&mut b).await.unwrap(), (0, Vec::new()));
        // A hostile length: refused before a byte of it is allocated or read.
        a.write_all(&[1, 0xff, 0xff, 0xff, 0x7f]).await.unwrap();
        assert!(matches!(
            read_frame(&mut b).await,
            Err(FrameError::TooLarge(_))
        ));
        drop(a);
        assert!(matches!(read_frame(&mut b).await, Err(FrameError::Closed)));
    }
}
