#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// An output file (`pullup render --output`, `pullup demo --record`, `pullup-gtk --log` and `--record`),
/// written the way its path asks to be written: the one owner of these rules for every front end.
///
/// - One of the process's open descriptors, named as one (`/dev/stdout`, `/dev/stderr`, `/dev/fd/N`,
///   `/proc/self/fd/N`), is written through that descriptor, whatever it is open on: at the offset and in
///   the mode the shell gave it, so `{ echo header; pullup render x --output /dev/stdout; } > out` and
///   `>> log` keep what was written before. It is neither reopened, truncated, nor closed.
/// - A regular file, new or old, is replaced atomically and durably: the text goes to a temporary file in
///   the file's directory, created exclusively (`O_EXCL`), which ``commit()`` syncs to the disk (`fsync`,
///   on Darwin `F_FULLFSYNC`) and then gives the file's name; the directory is synced after the rename. A
///   reader sees the old file or the new one, never half of one, and so does whoever reads it after a
///   crash or a power cut once ``commit()`` returned. Nothing is truncated before the text is complete. An
///   old file keeps its owner and mode; one the process may not write is refused.
/// - A symbolic link is followed: the file it names is written, and the link stays.
/// - A character device or a FIFO (`/dev/null`, a shell's `>(…)`) is opened and written; it is never
///   replaced. A FIFO is opened without waiting for its reader when the caller asks so
///   (`waitingForReader: false`): one with no reader is then refused, "is a FIFO with no reader".
/// - A regular file under `/proc`, one with other names (hard links), and one whose directory takes no temporary
///   file or whose owner cannot be given to one, is written in place, as a shell's `>` writes it: replacing it
///   would not reach the open file, would part the file from its other names, or is not allowed.
/// - A replaced file is a new file with the old one's owner and mode. Its access control list and extended
///   attributes are not copied: the new file has the directory's default ACL, and no extended attributes.
/// - A directory, a block device or a socket is refused.
///
/// Text may be written in as many pieces as the caller likes (a frame log, one line per frame): a FIFO or
/// a descriptor gets each piece at once; a regular file gets its name only at ``commit()``. A file that is
/// never committed is removed when the value goes away.
///
/// A log is a stream rather than a document: opened with `streaming: true`, a regular file is written in
/// place, truncated at the first write and given each piece at once (one `write` each, nothing buffered),
/// so that `tail -f` or a second program follows it; ``commit()`` syncs it and closes it. A file never
/// written is never touched: the checks are made when it is opened, the truncation waits for the first
/// piece.
///
/// ```swift
/// let log = try PullUpOutputFile(path: logPath, waitingForReader: false)
/// try log.write("{\"t\":0}\n")
/// try log.commit()
/// ```
public final class PullUpOutputFile {
  /// Where the text goes.
  private enum Target {
    /// A descriptor the process inherited: written, never closed.
    case inherited(Int32)
    /// A stream or a file written in place: closed at the commit.
    case opened(Int32)
    /// A temporary file that takes the file's name at the commit.
    case temporary(Int32, RawPath, RegularFile)
    /// A regular file streamed in place, not opened yet: opened and truncated at the first write.
    case stream(RawPath)
    /// A regular file streamed in place: synced and closed at the commit.
    case streaming(Int32)
    /// Committed, or failed to commit: nothing more is written.
    case finished
  }

  /// The path, as given.
  package let path: RawPath
  private var target: Target

  /// Opens `path` for writing, by the rules above.
  ///
  /// - Parameters:
  ///   - path: The file.
  ///   - waitingForReader: Whether opening a FIFO waits for its reader (`true`, as a shell's `>` does), or
  ///     refuses one that has none (`false`, for a program that must not block, such as a window).
  ///   - streaming: Whether the file is a stream, such as a log (`true`): a regular file is then written in
  ///     place, each piece at once, and synced at ``commit()``, rather than replaced whole at the commit
  ///     (`false`, for a document such as a recording).
  /// - Throws: ``PullUpOutputFileError`` naming the path and saying in words what went wrong:
  ///   `is a directory`, `permission denied`, `is a FIFO with no reader`.
  public convenience init(path: String, waitingForReader: Bool, streaming: Bool = false)
    throws(PullUpOutputFileError)
  {
    try self.init(RawPath(path), waitingForReader: waitingForReader, streaming: streaming)
  }

  /// Opens `path` for writing, by the rules above; the path's bytes need not be UTF-8.
  package init(_ path: RawPath, waitingForReader: Bool = true, streaming: Bool = false) throws(PullUpOutputFileError) {
    self.path = path
    target = try Self.open(path, waitingForReader: waitingForReader, streaming: streaming)
  }

  deinit {
    switch target {
    case .opened(let descriptor):
      close(descriptor)
    case .temporary(let descriptor, let temporary, _):
      close(descriptor)
      _ = try? temporary.withCString(unlink)  // never committed: the old file stays as it was
    case .streaming(let descriptor):
      close(descriptor)
    case .inherited, .stream, .finished:
      break
    }
  }

  /// Writes all of `text`: to a descriptor or a stream at once, to a regular file's temporary file until
  /// ``commit()``.
  ///
  /// - Throws: ``PullUpOutputFileError`` from `write`, such as `no space left on device`.
  public func write(_ text: String) throws(PullUpOutputFileError) {
    let bytes = Array(text.utf8)
    let descriptor: Int32
    switch target {
    case .inherited(let given), .opened(let given), .temporary(let given, _, _), .streaming(let given):
      descriptor = given
    case .stream(let file):
      target = .finished  // if it cannot be opened, nothing more is written
      descriptor = try Self.naming(path) { () throws(SystemError) in try Self.openStream(file) }
      target = .streaming(descriptor)
    case .finished:
      throw PullUpOutputFileError(path: path, reason: "is already written")
    }
    try Self.naming(path) { () throws(SystemError) in try SystemFile.writeAll(bytes, to: descriptor) }
  }

  /// Finishes the file: a regular file is synced and takes its name, then its directory is synced; a
  /// regular file streamed in place is synced and closed (one never written is truncated first: the
  /// session wrote nothing); a stream or a file written in place is closed, reporting what the file system
  /// kept for the last write; an inherited descriptor stays open. Nothing is written after it.
  ///
  /// - Throws: ``PullUpOutputFileError`` from `fsync`, `close` or `rename`; the old file then stays.
  public func commit() throws(PullUpOutputFileError) {
    let current = target
    target = .finished
    try Self.naming(path) { () throws(SystemError) in
      switch current {
      case .inherited, .finished:
        return
      case .opened(let descriptor):
        try SystemFile.closeDescriptor(descriptor)
      case .stream(let file):
        let descriptor = try Self.openStream(file)
        try Self.sync(descriptor)
        try SystemFile.closeDescriptor(descriptor)
      case .streaming(let descriptor):
        try Self.syncOrClose(descriptor)
        try SystemFile.closeDescriptor(descriptor)
      case .temporary(let descriptor, let temporary, let file):
        var renamed = false
        defer { if !renamed { _ = try? temporary.withCString(unlink) } }
        // On the disk before it takes the name: some file systems keep a rename and lose the data of a file not
        // synced before it.
        try Self.syncOrClose(descriptor)
        try SystemFile.closeDescriptor(descriptor)
        try temporary.withCString { from throws(SystemError) in
          try file.path.withCString { to throws(SystemError) in
            guard rename(from, to) == 0 else { throw .last }
          }
        }
        renamed = true
        // The rename itself is the directory's data.
        try Self.syncDirectory(file.directory)
      }
    }
  }

  /// Writes `text` to `path` whole, by the rules above: ``init(path:waitingForReader:)``, ``write(_:)``,
  /// ``commit()``.
  ///
  /// - Throws: ``PullUpOutputFileError`` naming the path and saying in words what went wrong.
  package static func write(_ text: String, to path: RawPath, waitingForReader: Bool = true)
    throws(PullUpOutputFileError)
  {
    let file = try PullUpOutputFile(path, waitingForReader: waitingForReader)
    try file.write(text)
    try file.commit()
  }

  /// Checks that `path` can take an output file, before the work that makes it, so that a directory, a
  /// missing folder or a folder that takes no new file does not cost a session.
  ///
  /// A regular file that exists must open for writing; a new one is created and removed again, in the
  /// folder that will hold it. A character device or a FIFO is not opened (a FIFO would wait for its
  /// reader, and its reader would see the end of the file); what fails only when written, such as
  /// `/dev/full`, fails at the end, where a session is kept in a file of its own
  /// (``writeFallback(_:prefix:)``).
  ///
  /// - Throws: ``PullUpOutputFileError`` naming the path and the reason, as writing would.
  public static func check(_ path: String) throws(PullUpOutputFileError) {
    try check(RawPath(path))
  }

  /// Checks that `path` can take an output file, as ``check(_:)`` does; the bytes need not be UTF-8.
  package static func check(_ path: RawPath) throws(PullUpOutputFileError) {
    switch try naming(path, { () throws(SystemError) in try Destination(of: path) }) {
    case .descriptor, .stream, .openFile:
      return
    case .file(let file):
      try naming(path) { () throws(SystemError) in try checkWritable(file) }
    case .unwritable(let what):
      throw PullUpOutputFileError(path: path, reason: "is \(what)")
    }
  }

  /// Checks that a regular file can be written: one that exists must open for writing; a new one is created
  /// and removed again, in the folder that will hold it.
  private static func checkWritable(_ file: RegularFile) throws(SystemError) {
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

  /// Opens a regular file streamed in place, as a shell's `>`: created (0o666 less the umask) or truncated.
  private static func openStream(_ file: RawPath) throws(SystemError) -> Int32 {
    try SystemFile.openDescriptor(file, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC)
  }

  /// Whether two paths name the same file, so that one output would replace the other: the same device
  /// and inode after following links, or, for files that do not exist yet, the same name in the same
  /// directory once every link is resolved. Character devices (`/dev/null`) are never the same file:
  /// any number of outputs may go to one.
  public static func isSameFile(_ path: String, as other: String) -> Bool {
    isSameFile(RawPath(path), as: RawPath(other))
  }

  /// Whether two paths name the same file, as ``isSameFile(_:as:)`` says.
  package static func isSameFile(_ path: RawPath, as other: RawPath) -> Bool {
    switch (identity(of: path), identity(of: other)) {
    case (let first?, let second?):
      return first == second && first[2] != UInt64(S_IFCHR)
    case (nil, nil):
      guard case .file(let first)? = try? Destination(of: path), case .file(let second)? = try? Destination(of: other)
      else { return false }
      return first.path == second.path
    default:
      return false
    }
  }

  /// Refuses an output path that names one of the inputs (the same file after following links), so that
  /// `render X --output X` cannot replace the scenario with its picture.
  ///
  /// - Throws: ``PullUpOutputFileError`` saying `is the input FILE; choose another output`.
  package static func checkNotAnInput(_ path: RawPath, inputs: [RawPath]) throws(PullUpOutputFileError) {
    for input in inputs where identity(of: input) != nil && isSameFile(path, as: input) {
      throw PullUpOutputFileError(path: path, reason: "is the input \(input); choose another output")
    }
  }

  /// The device, the inode and the kind of the file `path` names after following links, or `nil` when it
  /// names nothing.
  private static func identity(of path: RawPath) -> [UInt64]? {
    var status = stat()
    do {
      guard try path.withCString({ stat($0, &status) }) == 0 else { return nil }
    } catch {
      return nil  // a path with a NUL byte inside names no file
    }
    return [UInt64(status.st_dev), UInt64(status.st_ino), UInt64(status.st_mode & mode_t(S_IFMT))]
  }

  /// Writes `text` to a new file in `TMPDIR` (else `/tmp`), named `PREFIX-XXXXXX.pullup.json` and created
  /// exclusively (`mkstemps`), synced as ``commit()`` syncs, and returns its path: where a front end keeps a
  /// recording that its own path did not take.
  ///
  /// - Parameters:
  ///   - text: What to write.
  ///   - prefix: The start of the file's name, such as `pullup-gtk`.
  /// - Returns: The new file's path.
  /// - Throws: ``PullUpOutputFileError`` when no file can be made or written there.
  public static func writeFallback(_ text: String, prefix: String) throws(PullUpOutputFileError) -> String {
    try writeFallback(text, prefix: prefix, directory: nil).description
  }

  /// Writes `text` to a new file in `directory` (`nil`: `TMPDIR`, else `/tmp`), as
  /// ``writeFallback(_:prefix:)`` does.
  package static func writeFallback(_ text: String, prefix: String, directory: RawPath?)
    throws(PullUpOutputFileError) -> RawPath
  {
    let environment = getenv("TMPDIR").map { String(cString: $0) }
    let folder = directory ?? environment.flatMap { $0.isEmpty ? nil : RawPath($0) } ?? RawPath("/tmp")
    let suffix = ".pullup.json"
    var template = folder.appending(Array("\(prefix)-XXXXXX\(suffix)".utf8)).bytes + [0]
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
  ) throws(PullUpOutputFileError) -> Result {
    do {
      return try body()
    } catch {
      throw PullUpOutputFileError(path: path, reason: error.description)
    }
  }

  /// Where the text for `path` goes.
  private static func open(_ path: RawPath, waitingForReader: Bool, streaming: Bool) throws(PullUpOutputFileError)
    -> Target
  {
    let destination = try naming(path) { () throws(SystemError) in try Destination(of: path) }
    if case .unwritable(let what) = destination { throw PullUpOutputFileError(path: path, reason: "is \(what)") }
    if case .stream(isFIFO: true) = destination, !waitingForReader {
      let descriptor: Int32
      do {
        descriptor = try SystemFile.openDescriptor(path, O_WRONLY | O_NONBLOCK | O_CLOEXEC)
      } catch {
        throw PullUpOutputFileError(path: path, reason: error.code == ENXIO ? "is a FIFO with no reader" : "\(error)")
      }
      // Once open, writes wait for the reader as they would on any pipe.
      _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
      return .opened(descriptor)
    }
    return try naming(path) { () throws(SystemError) in
      switch destination {
      case .descriptor(let descriptor):
        return .inherited(descriptor)
      case .stream:
        return .opened(try SystemFile.openDescriptor(path, O_WRONLY | O_CLOEXEC))
      case .openFile:
        return .opened(try SystemFile.openDescriptor(path, O_WRONLY | O_TRUNC | O_CLOEXEC))
      case .file(let file) where streaming:
        // Checked now, as a document's file is; touched only at the first write.
        try checkWritable(file)
        return .stream(file.path)
      case .file(let file):
        return try temporaryTarget(for: file)
      case .unwritable:
        return .finished  // refused above
      }
    }
  }

  /// A temporary file next to a regular file, with the old file's owner and mode; or the file itself,
  /// opened to be written in place, where the directory takes no temporary file or the owner cannot be
  /// given to one.
  private static func temporaryTarget(for file: RegularFile) throws(SystemError) -> Target {
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
    // In place, as a shell's `>`: truncated only here, where nothing else can be done.
    let inPlaceFlags = exists ? O_WRONLY | O_TRUNC | O_CLOEXEC : O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC
    // A file with other names (hard links) is written in place: a new file renamed onto this name would part it
    // from the others, which would keep the old text. Not atomic, which is what keeping the links costs.
    if exists, old.st_nlink > 1 { return .opened(try SystemFile.openDescriptor(target, inPlaceFlags)) }
    guard let (temporary, descriptor) = try makeTemporaryFile(for: file) else {
      return .opened(try SystemFile.openDescriptor(target, inPlaceFlags))
    }
    let ownerKept: Bool
    do {
      ownerKept = exists ? try giveOwnerAndMode(of: old, to: descriptor) : true
    } catch {
      close(descriptor)
      _ = try? temporary.withCString(unlink)
      throw error
    }
    guard ownerKept else {
      // Not allowed to give the file away: write the file itself, which keeps its owner.
      close(descriptor)
      _ = try? temporary.withCString(unlink)
      return .opened(try SystemFile.openDescriptor(target, inPlaceFlags))
    }
    return .temporary(descriptor, temporary, file)
  }

  /// Asks the system to put a file's data on the disk before it returns: `fsync`, and on Darwin, whose
  /// `fsync` leaves the data in the drive's cache, `F_FULLFSYNC` first. A file system that cannot sync
  /// (`EINVAL`, `EROFS`) has nothing more to write.
  /// Syncs a descriptor the file owns; when that fails, closes it before the error goes on, so that no
  /// descriptor is left open.
  private static func syncOrClose(_ descriptor: Int32) throws(SystemError) {
    do throws(SystemError) {
      try sync(descriptor)
    } catch {
      close(descriptor)
      throw error
    }
  }

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
  case stream(isFIFO: Bool)
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
        self = .stream(isFIFO: status.st_mode & mode_t(S_IFMT) == mode_t(S_IFIFO))
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

/// An output file that cannot be written, in words: ``description`` names the path and the reason,
/// "cannot write /dev/full: no space left on device".
public struct PullUpOutputFileError: Error, CustomStringConvertible {
  package var path: RawPath
  /// What went wrong, in words: `is a directory`, `permission denied`.
  package var reason: String

  package init(path: RawPath, reason: String) {
    self.path = path
    self.reason = reason
  }

  public var description: String { "cannot write \(path): \(reason)" }
}
