import FlatTagged
import Foundation
import Testing

/// Linear in the number of failing elements, in every form: `@LossyArray` of N documents that
/// each fail at their innermost value costs N times one such document decoded alone. Each
/// skipped element is one error built where it happens; nothing may be rebuilt, reread or
/// carried from one element to the next (a per-thread nesting level that a failure leaves
/// raised, errors described again per element). Times are the CPU time of the measuring thread,
/// the least of five measurements (`PromiseDepthTests.cost`), on a thread with a large stack.
@Suite("Promises: @LossyArray is linear in its failing elements")
struct PromiseLossyArrayTests {
    /// How deep each document is: deep enough that its failure is most of what it costs.
    static let depth = 128
    /// How many documents the array holds.
    static let count = 64
    /// The most `count` documents in one array may cost, as a multiple of `count` documents
    /// decoded one by one (linear: 1; an element that costs in proportion to those before it: about
    /// `count / 2`). The array's own work per element (stepping over it) is small beside a
    /// document failing 128 levels deep.
    static let bound = 1.3

    /// A document of `subject` that fails `depth` levels deep.
    static func failing(_ subject: PromiseSubject) throws -> String {
        try #require(FailingInput.all[subject.typeName], "no failing input for \(subject)").document(depth)
    }

    @Test("@LossyArray of N failing documents costs N times one", arguments: PromiseSubject.all)
    func lossyArrayIsLinear(subject: PromiseSubject) throws {
        let document = try Self.failing(subject)
        let ratio = try PromiseThread.run(stackSize: PromiseThread.largeStack) { () -> Result<Double, any Error> in
            Result { try Self.ratio(subject, document: document, as: subject.valueType) }
        }.get()
        #expect(
            ratio <= Self.bound,
            "\(subject): @LossyArray of \(Self.count) failing documents costs ×\(String(format: "%.2f", ratio)) what they cost one by one (linear: 1)"
        )
    }

    /// What `count` failing documents cost in one `LossyArray<T>`, as a multiple of what they
    /// cost decoded one by one as `T`: the least of up to three measurements.
    static func ratio<T: Decodable>(_ subject: PromiseSubject, document: String, as _: T.Type) throws -> Double {
        let one = Data(document.utf8)
        let array = Data(("[" + Array(repeating: document, count: count).joined(separator: ",") + "]").utf8)
        let decoder = subject.decoder()
        // The array decodes, skipping every document: a harness that skips nothing proves nothing.
        let decoded = try decoder.decode(LossyArray<T>.self, from: array)
        #expect(decoded.wrappedValue.isEmpty && decoded.projectedValue.count == count, "\(subject)")
        #expect(throws: (any Error).self) { try decoder.decode(T.self, from: one) }
        var best = Double.infinity
        for _ in 0..<3 {
            let single = cost(repeats: count) { _ = try? decoder.decode(T.self, from: one) }
            let lossy = cost(repeats: 1) { _ = try? decoder.decode(LossyArray<T>.self, from: array) }
            best = min(best, lossy / max(single, 1e-9))
            if best <= bound { break }
        }
        return best
    }

    /// The least of five measurements of `repeats` runs of `body`, in seconds of the thread's
    /// CPU time.
    static func cost(repeats: Int, _ body: () -> Void) -> Double {
        var best = Double.infinity
        for _ in 0..<5 {
            let start = PromiseDepthTests.threadTime()
            for _ in 0..<repeats { body() }
            best = min(best, PromiseDepthTests.threadTime() - start)
        }
        return best
    }
}
