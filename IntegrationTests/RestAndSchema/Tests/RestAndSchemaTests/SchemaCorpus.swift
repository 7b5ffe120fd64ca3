import FlatTagged
import Foundation

/// Writes schemas and instances, one JSON object a line, to the file `RESTANDSCHEMA_SCHEMA_OUT`
/// names (set by `check.sh`; nothing is written without it), for `validate.py`.
enum SchemaCorpus {
    private static let lock = NSLock()

    static func write(
        _ name: String, schema: FlatTaggedValue, strict: FlatTaggedValue, valid: [String], invalid: [String],
        strictValid: [FlatTaggedValue]
    ) throws {
        guard let path = ProcessInfo.processInfo.environment["RESTANDSCHEMA_SCHEMA_OUT"] else { return }
        func parsed(_ texts: [String]) throws -> FlatTaggedValue {
            .array(try texts.map { try JSONDecoder().decode(FlatTaggedValue.self, from: Data($0.utf8)) })
        }
        let entry: FlatTaggedValue = [
            "name": .string(name), "schema": schema, "strict": strict, "valid": try parsed(valid),
            "invalid": try parsed(invalid), "strictValid": .array(strictValid),
        ]
        var line = try JSONEncoder().encode(entry)
        line.append(0x0A)
        lock.lock()
        defer { lock.unlock() }
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        defer { try? handle.close() }
        try handle.seekToEnd()
        try handle.write(contentsOf: line)
    }
}
