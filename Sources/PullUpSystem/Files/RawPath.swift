/// A file's path as the bytes the system takes, which on Linux need not be UTF-8.
///
/// The system calls get the bytes unchanged (``withCString(_:)``); messages show the path decoded as UTF-8,
/// with U+FFFD for bytes that are not (``description``).
package struct RawPath: Hashable, Sendable, CustomStringConvertible {
  /// The path's bytes, without a terminating NUL.
  package var bytes: [UInt8]

  /// Creates a path from its bytes.
  package init(bytes: [UInt8]) {
    self.bytes = bytes
  }

  /// Creates a path from text, as its UTF-8 bytes.
  package init(_ path: String) {
    bytes = Array(path.utf8)
  }

  /// The path for messages: decoded as UTF-8, with U+FFFD for bytes that are not.
  package var description: String {
    String(decoding: bytes, as: UTF8.self)
  }

  /// Calls `body` with the path as a NUL-terminated C string.
  ///
  /// - Throws: ``SystemError`` `EINVAL` for a path with a NUL byte inside, which names no file (a C string
  ///   would end there and name another), or what `body` throws.
  package func withCString<Result>(
    _ body: (UnsafePointer<CChar>) throws(SystemError) -> Result
  ) throws(SystemError) -> Result {
    guard !bytes.contains(0) else { throw SystemError(SystemError.invalidArgument) }
    let terminated = bytes + [0]
    return try terminated.withUnsafeBufferPointer { buffer throws(SystemError) in
      try buffer.withMemoryRebound(to: CChar.self) { characters throws(SystemError) in
        try body(characters.baseAddress!)
      }
    }
  }

  /// The path with `/` and `name` after it (no second `/` after a path that ends with one).
  package func appending(_ name: [UInt8]) -> RawPath {
    let slash = UInt8(ascii: "/")
    return RawPath(bytes: bytes.last == slash ? bytes + name : bytes + [slash] + name)
  }
}
