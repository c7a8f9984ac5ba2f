import PullUpScenario

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Writes an output file (`render --output`, `demo --record`) the way the path asks to be written.
///
/// - One of the process's open descriptors, named as one (`/dev/stdout`, `/dev/stderr`, `/dev/fd/N`,
///   `/proc/self/fd/N`), is written through that descriptor, whatever it is open on: at the offset and in
///   the mode the shell gave it, so `{ echo header; pullup render x --output /dev/stdout; } > out` and
///   `>> log` keep what was written before. It is neither reopened, truncated, nor closed.
/// - A regular file, new or old, is replaced atomically and durably: the text goes to a temporary file in
///   the file's directory, which is synced to the disk (`fsync`, on Darwin `F_FULLFSYNC`) and then takes
///   the file's name, and the directory is synced after the rename. A reader sees the old file or the new
///   one, never half of one, and so does whoever reads it after a crash or a power cut once `write`
///   returned. An old file keeps its owner and mode; one the process may not write is refused.
/// - A symbolic link is followed: the file it names is written, and the link stays.
/// - A character device or a FIFO (`/dev/null`, a shell's `>(…)`) is opened and written; it is never
///   replaced.
/// - A regular file under `/proc`, and one whose directory takes no temporary file or whose owner cannot be
///   given to one, is written in place, as a shell's `>` writes it: replacing it would not reach the open
///   file, or is not allowed.
/// - A directory, a block device or a socket is refused.
enum OutputFile {
  /// Writes `text` to `path`.
  ///
  /// - Throws: ``OutputFileError`` naming the path and saying in words what went wrong: `is a directory`,
  ///   `permission denied`, `no space left on device`.
  static func write(_ text: String, to path: RawPath) throws(OutputFileError) {
    let bytes = Array(text.utf8)
    switch try naming(path, { () throws(SystemError) in try Destination(of: path) }) {
    case .descriptor(let descriptor):
      try naming(path) { () throws(SystemError) in try SystemFile.writeAll(bytes, to: descriptor) }
    case .stream:
      try naming(path) { () throws(SystemError) in try writeInPlace(bytes, to: path, flags: O_WRONLY) }
    case .openFile:
      try naming(path) { () throws(SystemError) in try writeInPlace(bytes, to: path, flags: O_WRONLY | O_TRUNC) }
    case .file(let file):
      try naming(path) { () throws(SystemError) in try replace(file, with: bytes) }
    case .unwritable(let what):
      throw OutputFileError(path: path, reason: "is \(what)")
    }
  }

  /// Checks that `path` can take an output file, before the work that makes it: `demo --record` checks its
  /// path before the session starts, so that a directory, a missing folder or a folder that takes no new
  /// file does not cost the session.
  ///
  /// A regular file that exists must open for writing; a new one is created and removed again, in the
  /// folder that will hold it. A character device or a FIFO is not opened (a FIFO would wait for its
  /// reader); what fails only when written, such as `/dev/full`, fails at the end, where the demo keeps the
  /// session in a file of its own (``writeFallback(_:directory:)``).
  ///
  /// - Throws: ``OutputFileError`` naming the path and the reason, as ``write(_:to:)`` would.
  static func check(_ path: RawPath) throws(OutputFileError) {
    switch try naming(path, { () throws(SystemError) in try Destination(of: path) }) {
    case .descriptor, .stream, .openFile:
      return
    case .file(let file):
      try naming(path) { () throws(SystemError) in
        let target = file.path
        do throws(SystemError) {
          let descriptor = try SystemFile.openDescriptor(target, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC)
          close(descriptor)
          _ = try target.withCString(unlink)
        } catch {
          // The file exists (made by someone else since): it must open for writing.
          guard error.code == EEXIST else { throw error }
          close(try SystemFile.openDescriptor(target, O_WRONLY | O_CLOEXEC))
        }
      }
    case .unwritable(let what):
      throw OutputFileError(path: path, reason: "is \(what)")
    }
  }

  /// Refuses an output path that names one of the inputs (the same file after following links), so that
  /// `render X --output X` cannot replace the scenario with its picture.
  ///
  /// - Throws: ``OutputFileError`` saying `is the input FILE; choose another output`.
  static func checkNotAnInput(_ path: RawPath, inputs: [RawPath]) throws(OutputFileError) {
    guard let output = identity(of: path) else { return }
    for input in inputs where identity(of: input) == output {
      throw OutputFileError(path: path, reason: "is the input \(input); choose another output")
    }
  }

  /// The device and inode of the file `path` names after following links, or `nil` when it names nothing.
  private static func identity(of path: RawPath) -> [UInt64]? {
    var status = stat()
    do {
      guard try path.withCString({ stat($0, &status) }) == 0 else { return nil }
    } catch {
      return nil  // a path with a NUL byte inside names no file
    }
    return [UInt64(status.st_dev), UInt64(status.st_ino)]
  }

  /// Writes `text` to a new file in `directory` (by default `TMPDIR`, else `/tmp`), named
  /// `pullup-demo-XXXXXX.pullup.json`, and returns its path: where the demo keeps a recording that its own
  /// path did not take.
  ///
  /// - Throws: ``OutputFileError`` when no file can be made or written there.
  static func writeFallback(_ text: String, directory: RawPath? = nil) throws(OutputFileError) -> RawPath {
    let folder = directory ?? getenv("TMPDIR").map { RawPath(String(cString: $0)) } ?? RawPath("/tmp")
    let suffix = ".pullup.json"
    var template = folder.appending(Array("pullup-demo-XXXXXX\(suffix)".utf8)).bytes + [0]
    let descriptor = template.withUnsafeMutableBufferPointer { buffer in
      buffer.withMemoryRebound(to: CChar.self) { mkstemps($0.baseAddress!, Int32(suffix.utf8.count)) }
    }
    let failure = SystemError(errno)
    template.removeLast()
    let path = RawPath(bytes: descriptor >= 0 ? template : folder.bytes)
    try naming(path) { () throws(SystemError) in
      guard descriptor >= 0 else { throw failure }
      do throws(SystemError) {
        try SystemFile.writeAll(Array(text.utf8), to: descriptor)
        try sync(descriptor)
      } catch {
        close(descriptor)
        _ = try? path.withCString(unlink)  // removing the half-written file is all that is left to do
        throw error
      }
      try SystemFile.closeDescriptor(descriptor)
      try syncDirectory(folder)
    }
    return path
  }

  /// Runs `body`, naming `path` in the error it throws.
  private static func naming<Result>(
    _ path: RawPath, _ body: () throws(SystemError) -> Result
  ) throws(OutputFileError) -> Result {
    do {
      return try body()
    } catch {
      throw OutputFileError(path: path, reason: error.description)
    }
  }

  /// Opens `path` with `flags` and writes `bytes`, reporting the errors of `write` and `close`.
  private static func writeInPlace(_ bytes: [UInt8], to path: RawPath, flags: Int32) throws(SystemError) {
    let descriptor = try SystemFile.openDescriptor(path, flags | O_CLOEXEC)
    do {
      try SystemFile.writeAll(bytes, to: descriptor)
    } catch {
      close(descriptor)
      throw error
    }
    try SystemFile.closeDescriptor(descriptor)
  }

  /// Replaces a regular file (or creates it) through a temporary file in its directory.
  private static func replace(_ file: RegularFile, with bytes: [UInt8]) throws(SystemError) {
    let target = file.path
    var old = stat()
    let exists = try target.withCString { name throws(SystemError) in
      guard stat(name, &old) == 0 else {
        guard errno == ENOENT else { throw .last }
        return false
      }
      return true
    }
    if exists {
      // A file this process may not write is not its to replace, even when the directory would let it.
      close(try SystemFile.openDescriptor(target, O_WRONLY | O_CLOEXEC))
    }
    let inPlaceFlags = exists ? O_WRONLY | O_TRUNC : O_WRONLY | O_CREAT | O_TRUNC
    guard let (temporary, descriptor) = try makeTemporaryFile(for: file) else {
      return try writeInPlace(bytes, to: target, flags: inPlaceFlags)
    }
    var renamed = false
    defer { if !renamed { _ = try? temporary.withCString(unlink) } }
    let ownerKept: Bool
    do {
      try SystemFile.writeAll(bytes, to: descriptor)
      ownerKept = exists ? try giveOwnerAndMode(of: old, to: descriptor) : true
      // On the disk before it takes the name: some file systems keep a rename and lose the data of a
      // file not synced before it.
      if ownerKept { try sync(descriptor) }
    } catch {
      close(descriptor)
      throw error
    }
    guard ownerKept else {
      // Not allowed to give the file away: write the file itself, which keeps its owner.
      close(descriptor)
      return try writeInPlace(bytes, to: target, flags: inPlaceFlags)
    }
    try SystemFile.closeDescriptor(descriptor)
    try temporary.withCString { from throws(SystemError) in
      try target.withCString { to throws(SystemError) in
        guard rename(from, to) == 0 else { throw .last }
      }
    }
    renamed = true
    // The rename itself is the directory's data.
    try syncDirectory(file.directory)
  }

  /// Asks the system to put a file's data on the disk before it returns: `fsync`, and on Darwin, whose
  /// `fsync` leaves the data in the drive's cache, `F_FULLFSYNC` first. A file system that cannot sync
  /// (`EINVAL`, `EROFS`) has nothing more to write.
  private static func sync(_ descriptor: Int32) throws(SystemError) {
    #if canImport(Darwin)
      if fcntl(descriptor, F_FULLFSYNC) == 0 { return }
    #endif
    while fsync(descriptor) != 0 {
      switch errno {
      case EINTR: continue
      case EINVAL, EROFS: return
      default: throw .last
      }
    }
  }

  /// Syncs a directory, so that a new name in it is on the disk. A directory this process may not open for
  /// reading cannot be synced by it, and is left to the system.
  private static func syncDirectory(_ directory: RawPath) throws(SystemError) {
    let descriptor: Int32
    do {
      descriptor = try SystemFile.openDescriptor(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    } catch {
      guard error.code == EIO else { return }
      throw error
    }
    defer { close(descriptor) }
    try sync(descriptor)
  }

  /// Gives the open file `descriptor` the owner and mode of `old`, or returns `false` when this process may
  /// not give it that owner.
  private static func giveOwnerAndMode(of old: stat, to descriptor: Int32) throws(SystemError) -> Bool {
    var new = stat()
    guard fstat(descriptor, &new) == 0 else { throw .last }
    if new.st_uid != old.st_uid || new.st_gid != old.st_gid {
      guard fchown(descriptor, old.st_uid, old.st_gid) == 0 else {
        guard errno == EPERM else { throw .last }
        return false
      }
    }
    // After fchown, which clears the set-user-ID and set-group-ID bits.
    guard fchmod(descriptor, old.st_mode & 0o7777) == 0 else { throw .last }
    return true
  }

  /// Creates a temporary file next to `file`, or returns `nil` where the directory takes none (no
  /// permission, a file system such as `/sys` that creates no files, a name too long to extend).
  private static func makeTemporaryFile(for file: RegularFile) throws(SystemError) -> (RawPath, Int32)? {
    for _ in 0..<16 {
      let suffix = String(UInt64.random(in: 0...UInt64.max), radix: 36)
      let temporary = file.directory.appending(Array(".".utf8) + file.name + Array(".pullup-\(suffix)".utf8))
      do {
        // 0o666 less the umask: a new file gets the mode any new file gets.
        return (temporary, try SystemFile.openDescriptor(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC))
      } catch {
        switch error.code {
        case EEXIST: continue
        case EACCES, EPERM, ENOENT, ENAMETOOLONG: return nil
        default: throw error
        }
      }
    }
    throw SystemError(EEXIST)
  }
}

/// A regular file that may not exist yet: its directory with every link resolved, and its name.
private struct RegularFile {
  var directory: RawPath
  var name: [UInt8]

  var path: RawPath { directory.appending(name) }
}

/// What an output path names, and so how it is written.
private enum Destination {
  /// One of the process's open descriptors, named as one (`/dev/stdout`, `/dev/fd/1`, `/proc/self/fd/1`):
  /// written through it, never reopened, truncated or closed.
  case descriptor(Int32)
  /// A character device or a FIFO: opened and written, never created, truncated or replaced.
  case stream
  /// A regular file named through an open descriptor (`/dev/stdout`, `/dev/fd/1`) or under `/proc`: written
  /// in place.
  case openFile
  /// A regular file, or no file yet, after following links: replaced.
  case file(RegularFile)
  /// Something no text belongs in, such as `a directory`.
  case unwritable(String)

  /// The links at the end of a path that are followed before giving up, as the kernel's `ELOOP` limit.
  static let linkLimit = 40

  init(of path: RawPath) throws(SystemError) {
    guard !path.bytes.isEmpty else { throw SystemError(ENOENT) }
    if let descriptor = Self.inheritedDescriptor(named: path.bytes) {
      self = try Self.checked(descriptor)
      return
    }
    var status = stat()
    let found = try path.withCString { name throws(SystemError) in
      guard stat(name, &status) == 0 else {
        guard errno == ENOENT else { throw .last }
        return false  // nothing yet, or a link to nothing yet
      }
      return true
    }
    if found {
      switch status.st_mode & mode_t(S_IFMT) {
      case mode_t(S_IFREG): break
      case mode_t(S_IFCHR), mode_t(S_IFIFO):
        self = .stream
        return
      case mode_t(S_IFDIR): throw SystemError(EISDIR)
      case mode_t(S_IFBLK):
        self = .unwritable("a block device")
        return
      case mode_t(S_IFSOCK):
        self = .unwritable("a socket")
        return
      default:
        self = .unwritable("not a file that can be written")
        return
      }
    }
    self = try Self.following(path)
  }

  /// The names of a process's own descriptors: `/dev/stdin`, `/dev/stdout` and `/dev/stderr` (links to
  /// descriptors 0, 1 and 2), `/dev/fd/N`, and `/proc/self/fd/N`, `/proc/thread-self/fd/N` or
  /// `/proc/PID/fd/N` with this process's PID. Opening one of them again would make a new open file on
  /// Linux, at offset 0 and without `O_APPEND`.
  static func inheritedDescriptor(named path: [UInt8]) -> Int32? {
    let standard = ["/dev/stdin": Int32(0), "/dev/stdout": 1, "/dev/stderr": 2]
    if let descriptor = standard[String(decoding: path, as: UTF8.self)] { return descriptor }
    let folders = ["/dev/fd/", "/proc/self/fd/", "/proc/thread-self/fd/", "/proc/\(getpid())/fd/"]
    for folder in folders.map({ Array($0.utf8) }) where path.starts(with: folder) {
      let number = path.dropFirst(folder.count)
      guard !number.isEmpty, number.count <= 9, number.allSatisfy({ (0x30...0x39).contains($0) }) else { return nil }
      return Int32(String(decoding: number, as: UTF8.self))
    }
    return nil
  }

  /// A descriptor that is open on something text may be written to.
  private static func checked(_ descriptor: Int32) throws(SystemError) -> Destination {
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { throw .last }
    switch status.st_mode & mode_t(S_IFMT) {
    case mode_t(S_IFDIR): throw SystemError(EISDIR)
    case mode_t(S_IFBLK): return .unwritable("a block device")
    default: return .descriptor(descriptor)
    }
  }

  /// Follows the links at the end of `path` to the regular file they name, which need not exist yet.
  private static func following(_ path: RawPath) throws(SystemError) -> Destination {
    var current = path
    for _ in 0...linkLimit {
      let (parent, name) = current.split()
      guard !name.isEmpty, name != Array(".".utf8), name != Array("..".utf8) else { throw SystemError(EISDIR) }
      let directory = try parent.resolved()
      // A link to a descriptor's name (`out -> /dev/stdout`) reaches it here, with `/proc/PID/fd` resolved.
      if let descriptor = inheritedDescriptor(named: directory.appending(name).bytes) { return try checked(descriptor) }
      let procfs = Array("/proc".utf8)
      if directory.bytes == procfs || directory.bytes.starts(with: procfs + [UInt8(ascii: "/")]) {
        return .openFile
      }
      let file = RegularFile(directory: directory, name: name)
      guard let target = try file.path.linkTarget() else { return .file(file) }
      current = target.bytes.first == UInt8(ascii: "/") ? target : directory.appending(target.bytes)
    }
    throw SystemError(ELOOP)
  }
}

extension RawPath {
  /// The directory part and the last component: `a/b` → (`a`, `b`), `b` → (`.`, `b`), `/b` → (`/`, `b`).
  fileprivate func split() -> (directory: RawPath, name: [UInt8]) {
    guard let slash = bytes.lastIndex(of: UInt8(ascii: "/")) else { return (RawPath("."), bytes) }
    let directory = slash == 0 ? RawPath("/") : RawPath(bytes: Array(bytes[..<slash]))
    return (directory, Array(bytes[(slash + 1)...]))
  }

  /// The directory with every link and `..` resolved (`realpath`).
  fileprivate func resolved() throws(SystemError) -> RawPath {
    try withCString { name throws(SystemError) in
      guard let real = realpath(name, nil) else { throw .last }
      defer { free(real) }
      return RawPath(bytes: Array(UnsafeRawBufferPointer(start: real, count: strlen(real))))
    }
  }

  /// What the link at this path points to, or `nil` when the path is not a link or names nothing yet.
  fileprivate func linkTarget() throws(SystemError) -> RawPath? {
    try withCString { name throws(SystemError) in
      var status = stat()
      guard lstat(name, &status) == 0 else {
        guard errno == ENOENT else { throw .last }
        return nil
      }
      guard status.st_mode & mode_t(S_IFMT) == mode_t(S_IFLNK) else { return nil }
      var buffer = [UInt8](repeating: 0, count: 4096)
      while true {
        let count = buffer.withUnsafeMutableBytes { readlink(name, $0.baseAddress!, $0.count) }
        guard count >= 0 else { throw .last }
        if count < buffer.count { return RawPath(bytes: Array(buffer[..<count])) }
        buffer = [UInt8](repeating: 0, count: buffer.count * 2)
      }
    }
  }
}

/// An output file that cannot be written; the tool exits with status 1.
struct OutputFileError: Error, CustomStringConvertible {
  var path: RawPath
  /// What went wrong, in words: `is a directory`, `permission denied`.
  var reason: String

  var description: String { "cannot write \(path): \(reason)" }
}
