import FlatTagged
import Foundation

// The stack sweep's child: every depth of one subject, one direction and one stack size, in
// turn, each decoded (or encoded) on a new thread with that stack, and a line written as each
// depth ends, before the next begins:
//
//   sweep 314 ok
//   sweep 315 depth          (threw FlatTagged's depth error, as it must when the stack is short)
//   sweep 316 threw …        (threw another DecodingError: what a failing shape must do)
//   sweep 512 limit          (the coder's own limit of nesting: JSONEncoder refuses 512 levels)
//   sweep 317 error …        (anything else: a failure)
//
// A stack overflow ends the process by a signal; the last line then names the last depth that
// ended, so the driver (Benchmarks/stack-depth.sh) knows the depth that crashed and starts a new
// child from the next one. One process per crash, not per depth: a cell of 511 depths takes
// about a second.

/// Runs the sweep `--sweep DIRECTION --subject S [--shape X] --stack-kb N [--from 2] [--to 512]
/// [--stride 1]` asks for.
@MainActor
func runStackSweep(direction: String) {
    PromiseBenchmarkSubject.shape = option("--shape") ?? "mixed"
    guard let chosen = PromiseBenchmarkSubject.all.first(where: { $0.name == option("--subject") }) else {
        print("--subject: one of " + PromiseBenchmarkSubject.all.map(\.name).joined(separator: ", "))
        exit(2)
    }
    let stackSize = (Int(option("--stack-kb") ?? "") ?? 512) * 1024
    let from = Int(option("--from") ?? "") ?? 2
    let to = Int(option("--to") ?? "") ?? 512
    let step = Int(option("--stride") ?? "") ?? 1
    for depth in stride(from: from, through: to, by: max(step, 1)) {
        let outcome = onSmallStack(chosen, Data(chosen.nested(depth).utf8), direction, stackSize: stackSize)
        let word =
            outcome == "ok"
            ? "ok"
            : outcome.hasPrefix("threw depth")
                ? "depth"
                : outcome.hasPrefix("threw limit")
                    ? "limit" : outcome.hasPrefix("threw DecodingError") ? "threw" : "error " + outcome.prefix(200)
        // Unbuffered: the line is out before the next depth can crash.
        FileHandle.standardOutput.write(Data("sweep \(depth) \(word)\n".utf8))
    }
}

/// Decodes `data` as `subject` ("decode"), or encodes what it decodes to ("encode", decoded on a
/// large stack first), on a thread with `stackSize` bytes of stack: "ok", "threw depth…" for
/// FlatTagged's depth error, or "threw" and another error's first words. A stack overflow ends
/// the process: the caller sees the signal.
func onSmallStack(_ subject: PromiseBenchmarkSubject, _ data: Data, _ direction: String, stackSize: Int) -> String {
    func describe(_ error: any Error) -> String {
        // The coder's own limit of nesting: JSONEncoder refuses a value as deep as 512 levels
        // ("Unable to encode the given top-level value to JSON.", measured: 511 encodes, on any
        // stack). Its words, not the value, which its description prints in full.
        if case EncodingError.invalidValue(_, let context) = error, !isDepthError(error) {
            let limit = context.debugDescription.hasPrefix("Unable to encode the given top-level value") ? "limit " : ""
            return "threw \(limit)EncodingError: " + String(context.debugDescription.prefix(200))
        }
        let kind =
            error is DecodingError ? "DecodingError" : error is EncodingError ? "EncodingError" : "\(type(of: error))"
        let depth = isDepthError(error) ? "depth " : ""
        return "threw \(depth)\(kind): " + String(String(describing: error).prefix(160))
    }
    var value: (any Encodable)?
    if direction == "encode" {
        let decoded = onThread(stackSize: 256 << 20) { Result { try subject.decode(data, JSONDecoder()) } }
        switch decoded {
        case .success(let decoded): value = decoded
        case .failure(let error): return "could not decode on a large stack: " + describe(error)
        }
    }
    let outcome = onThread(stackSize: stackSize) {
        do {
            if let value {
                let encoder = JSONEncoder()
                // The family's registry; the other subjects don't read it.
                encoder.userInfo[.flatTagged] = FlatTaggedRegistry(.flatTaggedBenchmarks)
                _ = try encoder.encode(value)
                return "ok"
            }
            // Kept, not freed: freeing a deep value is not what is measured.
            _ = Unmanaged.passRetained(Box(try subject.decode(data, JSONDecoder())))
            return "ok"
        } catch {
            return describe(error)
        }
    }
    // Never freed, for the same reason.
    _ = Unmanaged.passRetained(Box(value as Any))
    return outcome
}

/// Whether `error` is FlatTagged's depth error.
func isDepthError(_ error: any Error) -> Bool {
    switch error {
    case DecodingError.dataCorrupted(let context): context.underlyingError is FlatTaggedDepthError
    case EncodingError.invalidValue(_, let context): context.underlyingError is FlatTaggedDepthError
    default: false
    }
}

/// Holds a value that is never freed.
private final class Box {
    let value: Any
    init(_ value: Any) { self.value = value }
}

/// The result of `work`, run on a new thread with `stackSize` bytes of stack, which has ended
/// when this returns.
///
/// Joined, not signalled: glibc keeps the stacks of ended threads for reuse and gives a new
/// thread the smallest kept stack at least as large as it asks for, up to 4 times larger. A
/// thread still ending when the next one starts keeps its stack out of that cache, and the next
/// thread may get a larger one: a 1 MB cell then ran on the 4 MB stack of the depth error's
/// coding-path thread (`ThreadStack.onLargeStack`), and encoded 465 levels where it threw from
/// 241 (release, the family subject). Joined, every thread gets a stack of the size it asked for.
func onThread<T>(stackSize: Int, _ work: @escaping () -> T) -> T {
    nonisolated(unsafe) var result: T?
    let context = ThreadWork { result = work() }
    var attributes = pthread_attr_t()
    pthread_attr_init(&attributes)
    defer { pthread_attr_destroy(&attributes) }
    pthread_attr_setstacksize(&attributes, stackSize)
    var thread = pthread_t()
    let started = pthread_create(
        &thread, &attributes,
        { raw in
            guard let raw else { return nil }
            Unmanaged<ThreadWork>.fromOpaque(raw).takeUnretainedValue().work()
            return nil
        }, Unmanaged.passUnretained(context).toOpaque())
    guard started == 0, pthread_join(thread, nil) == 0, let result else {
        fatalError("no thread with a \(stackSize / 1024) KB stack")
    }
    return result
}

/// What `onThread` runs on its thread, which it joins before reading what the work wrote.
private final class ThreadWork {
    let work: () -> Void
    init(_ work: @escaping () -> Void) { self.work = work }
}
