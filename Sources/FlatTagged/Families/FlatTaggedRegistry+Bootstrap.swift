#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Android)
    import Android
#endif

// The registry installed for the process, for coders that have no `userInfo` (TOMLDecoder has
// none; SwiftCBOR's encoder never hands it on). Installed once, before first use, and never
// changed after, as swift-log's `LoggingSystem.bootstrap(_:)` is; a coder's
// `userInfo[.flatTagged]` takes precedence over it.

extension FlatTaggedRegistry {
    /// Installs `registry` for the whole process: families decode and encode with it wherever a
    /// decoder's or encoder's `userInfo` holds no registry, as through a coder that has no
    /// `userInfo` at all (a TOML decoder, a CBOR encoder).
    ///
    /// ```swift
    /// // Once, at launch, before anything is decoded:
    /// try FlatTaggedRegistry.bootstrap(FlatTaggedRegistry(.core, .featureDogs))
    /// ```
    ///
    /// Call it once, before the first value is decoded or encoded: the installed registry never
    /// changes after, so every decoder sees the same one. A registry in `userInfo[.flatTagged]`
    /// still takes precedence, so tests and API versions can use their own. Thread-safe.
    ///
    /// - Throws: `FlatTaggedConfigurationError` when a registry is already installed: a second
    ///   installation is a mistake in the app's setup, never silently ignored or applied.
    public static func bootstrap(_ registry: FlatTaggedRegistry) throws {
        let installedAlready = InstalledRegistry.shared.install(registry)
        if installedAlready {
            throw FlatTaggedConfigurationError(
                codingPath: [],
                message:
                    "FlatTaggedRegistry.bootstrap(_:) was called twice; install the process's registry once, at launch, with every module (pass a registry in userInfo[.flatTagged] where one coder needs another)"
            )
        }
    }

    /// The registry `bootstrap(_:)` installed for the process, or `nil` before it is called.
    public static var installed: FlatTaggedRegistry? { InstalledRegistry.shared.registry }
}

/// The process's installed registry, written once under a lock.
///
/// `@unchecked Sendable`: `registry` is read and written only while `mutex` is held.
private final class InstalledRegistry: @unchecked Sendable {
    static let shared = InstalledRegistry()

    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    private var stored: FlatTaggedRegistry?

    private init() {
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
    }

    var registry: FlatTaggedRegistry? {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return stored
    }

    /// Installs `registry` unless one is installed; true when one already was.
    func install(_ registry: FlatTaggedRegistry) -> Bool {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        guard stored == nil else { return true }
        stored = registry
        return false
    }
}
