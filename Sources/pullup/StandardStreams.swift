import FoundationEssentials

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Standard output and standard error, and leaving the process.
enum StandardStreams {
  static func output(_ text: String) {
    write(text, to: 1)
  }

  static func error(_ text: String) {
    write(text, to: 2)
  }

  static func terminate(_ status: Int32) -> Never {
    exit(status)
  }

  /// Writes all of `text` to a file descriptor, unbuffered, retrying short writes and interruptions.
  private static func write(_ text: String, to descriptor: Int32) {
    var bytes = Array(text.utf8)
    var offset = 0
    while offset < bytes.count {
      let written = bytes.withUnsafeMutableBytes { buffer in
        systemWrite(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
      }
      if written > 0 {
        offset += written
      } else if written < 0, errno == EINTR {
        continue
      } else {
        return
      }
    }
  }
}

#if canImport(Glibc)
  private let systemWrite = Glibc.write
#elseif canImport(Musl)
  private let systemWrite = Musl.write
#elseif canImport(Darwin)
  private let systemWrite = Darwin.write
#endif
