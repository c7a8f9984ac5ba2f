#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// A failed system call's error number, in words.
///
/// ``description`` is the C library's `strerror` wording starting in lower case, so that it reads inside a
/// sentence: `cannot read /tmp: is a directory`, `cannot write /dev/full: no space left on device`.
package struct SystemError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The error number, such as `ENOENT`.
  package var code: Int32

  /// Creates an error from an error number.
  package init(_ code: Int32) {
    self.code = code
  }

  /// The error the last failed system call on this thread set.
  package static var last: SystemError {
    SystemError(errno)
  }

  /// `EINVAL`, for a path that cannot be passed to the system.
  package static let invalidArgument = EINVAL

  /// The error in words, such as `no such file or directory`.
  package var description: String {
    var words = String(cString: strerror(code))
    // "No such file" reads "no such file"; an acronym ("I/O error") keeps its capital.
    if let first = words.first, first.isUppercase, words.dropFirst().first?.isLowercase == true {
      words = first.lowercased() + words.dropFirst()
    }
    return words
  }
}
