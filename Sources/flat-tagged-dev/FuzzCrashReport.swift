#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Says which mutant was running when the fuzzer dies by a signal: a crash, a stack overflow or
/// the watchdog's alarm. The handler runs on its own stack and only calls `write`.
enum FuzzCrashReport {
    nonisolated(unsafe) private static var message = [UInt8](repeating: 0, count: 512)
    nonisolated(unsafe) private static var length = 0

    /// Sets the message to print if the process dies now.
    static func set(_ text: String) {
        let bytes = Array(text.utf8.prefix(message.count))
        for (offset, byte) in bytes.enumerated() { message[offset] = byte }
        length = bytes.count
    }

    static func install() {
        var stack = stack_t()
        let size = 1 << 16
        stack.ss_sp = UnsafeMutableRawPointer.allocate(byteCount: size, alignment: 16)
        stack.ss_size = size
        stack.ss_flags = 0
        sigaltstack(&stack, nil)
        for signal in [SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGALRM, SIGFPE] {
            var action = sigaction()
            #if canImport(Darwin)
                action.__sigaction_u.__sa_handler = handler
            #else
                action.__sigaction_handler.sa_handler = handler
            #endif
            action.sa_flags = Int32(SA_ONSTACK) | Int32(bitPattern: UInt32(SA_RESETHAND))
            sigaction(signal, &action, nil)
        }
    }

    private static let handler: @convention(c) (Int32) -> Void = { signal in
        FuzzCrashReport.message.withUnsafeBytes { bytes in
            _ = write(2, bytes.baseAddress, FuzzCrashReport.length)
        }
        raise(signal)
    }
}
