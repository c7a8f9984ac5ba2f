#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Files through the system calls: paths as bytes, whole reads and writes, interruptions retried.
///
/// Reading with `open` and `read` reads anything the system can read: a FIFO or a pipe (`/dev/stdin`,
/// a shell's `<(…)`), a character device such as `/dev/null`. A directory fails with `EISDIR`.
package enum SystemFile {
  /// Reads the file at `path`, whole or up to a limit.
  ///
  /// - Parameters:
  ///   - path: The file.
  ///   - limit: The most bytes wanted: reading stops after `limit + 1` bytes, so that a caller can tell a
  ///     file larger than the limit (or an endless one, such as `/dev/zero`) without reading all of it.
  /// - Returns: The file's bytes, or its first `limit + 1` bytes when it is larger.
  /// - Throws: ``SystemError`` from `open` or `read`.
  package static func contents(of path: RawPath, limit: Int = .max - 1) throws(SystemError) -> [UInt8] {
    let descriptor = try openDescriptor(path, O_RDONLY | O_CLOEXEC)
    defer { close(descriptor) }
    return try readAll(descriptor, limit: limit)
  }

  /// Opens `path`, retrying an interrupted `open` (opening a FIFO waits for its other end).
  ///
  /// - Parameters:
  ///   - path: The file.
  ///   - flags: `open`'s flags, such as `O_WRONLY | O_CREAT`.
  ///   - mode: The permissions of a file `O_CREAT` creates, before the process's umask.
  /// - Returns: The file descriptor.
  /// - Throws: ``SystemError`` from `open`.
  package static func openDescriptor(_ path: RawPath, _ flags: Int32, mode: mode_t = 0o666) throws(SystemError) -> Int32
  {
    try path.withCString { name throws(SystemError) in
      while true {
        let descriptor = open(name, flags, mode)
        if descriptor >= 0 { return descriptor }
        guard errno == EINTR else { throw .last }
      }
    }
  }

  /// Reads from `descriptor` until the end of the file, or until it has read more than `limit` bytes.
  ///
  /// - Throws: ``SystemError`` from `read`.
  package static func readAll(_ descriptor: Int32, limit: Int = .max - 1) throws(SystemError) -> [UInt8] {
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let wanted = Swift.min(chunk.count, limit + 1 - bytes.count)
      let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, wanted) }
      if count > 0 {
        bytes += chunk[..<count]
        if bytes.count > limit { return bytes }
      } else if count == 0 {
        return bytes
      } else if errno != EINTR {
        throw .last
      }
    }
  }

  /// Writes all of `bytes` to `descriptor`, retrying short writes and interruptions.
  ///
  /// - Throws: ``SystemError`` from `write`, such as `ENOSPC` or `EPIPE`.
  package static func writeAll(_ bytes: [UInt8], to descriptor: Int32) throws(SystemError) {
    var offset = 0
    while offset < bytes.count {
      let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress! + offset, $0.count - offset) }
      if written > 0 {
        offset += written
      } else if written == 0 {
        throw SystemError(EIO)  // no progress, and none to expect from trying again
      } else if errno != EINTR {
        throw .last
      }
    }
  }

  /// Closes `descriptor`, reporting the error a file system may keep for the last write (NFS, a full disk).
  ///
  /// - Throws: ``SystemError`` from `close`; the descriptor is closed all the same.
  package static func closeDescriptor(_ descriptor: Int32) throws(SystemError) {
    // After an interrupted close the descriptor is closed all the same (Linux, and Darwin's close).
    guard close(descriptor) != 0, errno != EINTR else { return }
    throw .last
  }

  /// The names in a directory, byte for byte, without `.` and `..`, each with whether it is a directory
  /// itself (a link to a directory is not: it is not followed).
  ///
  /// - Throws: ``SystemError`` from `opendir` or `readdir`.
  package static func entries(of directory: RawPath) throws(SystemError) -> [(name: [UInt8], isDirectory: Bool)] {
    let stream = try directory.withCString { name throws(SystemError) in
      guard let stream = opendir(name) else { throw .last }
      return stream
    }
    defer { closedir(stream) }
    var entries: [(name: [UInt8], isDirectory: Bool)] = []
    while true {
      errno = 0
      guard let entry = readdir(stream) else {
        guard errno == 0 else { throw .last }
        return entries
      }
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in Array(raw.prefix { $0 != 0 }) }
      guard name != Array(".".utf8), name != Array("..".utf8) else { continue }
      let path = directory.appending(name)
      var status = stat()
      let isDirectory = try path.withCString { lstat($0, &status) } == 0 && status.st_mode & S_IFMT == S_IFDIR
      entries.append((name, isDirectory))
    }
  }
}
