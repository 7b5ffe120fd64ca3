import FlatTagged
import Foundation
import Testing

/// One row of the errors table in "Errors and unknown data": a form, the error, an input, and
/// what decoding it throws (the `DecodingError` case, the coding path, the message).
struct ErrorVocabularyRow: Sendable, CustomTestStringConvertible {
    var form: String
    var error: String
    var input: String
    var throwsCase: String
    var path: String
    var message: String

    var testDescription: String { "\(form): \(error)" }

    /// The rows of the table between the article's `<!-- errors table -->` comments.
    static let all: [ErrorVocabularyRow] = {
        let article = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
            .appendingPathComponent("Sources/FlatTagged/FlatTagged.docc/ErrorsAndUnknownData.md")
        guard let text = try? String(contentsOf: article, encoding: .utf8),
            let start = text.range(of: "<!-- errors table -->"),
            let end = text.range(of: "<!-- end of errors table -->", range: start.upperBound..<text.endIndex)
        else { return [] }
        return text[start.upperBound..<end.lowerBound].split(separator: "\n").compactMap { line in
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).dropFirst().dropLast()
                .map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count == 7, !cells[0].hasPrefix("-"), cells[0] != "Form" else { return nil }
            func code(_ cell: String) -> String {
                cell.hasPrefix("`") && cell.hasSuffix("`") ? String(cell.dropFirst().dropLast()) : cell
            }
            return ErrorVocabularyRow(
                form: cells[0], error: cells[1], input: code(cells[2]), throwsCase: code(cells[3]),
                path: code(cells[4]), message: code(cells[6]))
        }
    }()
}

@Suite("One vocabulary of errors: the article's table, row by row")
struct ErrorVocabularyTests {
    /// How each form of the table decodes a row's input: a new form joins the table by adding
    /// its decoding here and its rows to the article.
    static let forms: [String: @Sendable (String) throws -> Any] = [
        "Flat": { try decode(Command.self, $0) },
        "Content": { try decode(Post.self, $0) },
        "External": { try decode(Chunk.self, $0) },
        "Untagged": { try decode(RequestID.self, $0) },
        "Integer tags": { try decode(Op.self, $0) },
        "Family": { try Families.animals($0, Families.strict) },
        "FlatTaggedValue": { try decode(FlatTaggedValue.self, $0) },
    ]

    @Test("Every form has rows, and every row's form decodes")
    func everyFormHasRows() {
        let forms = Set(ErrorVocabularyRow.all.map(\.form))
        #expect(forms == Set(Self.forms.keys), "\(forms.symmetricDifference(Self.forms.keys))")
    }

    @Test("A row's input throws the row's error", arguments: ErrorVocabularyRow.all)
    func rowMatchesTheRuntime(row: ErrorVocabularyRow) throws {
        let decode = try #require(Self.forms[row.form])
        let thrown = try #require(throws: (any Error).self) { _ = try decode(row.input) }
        let error = try #require(thrown as? DecodingError, "not a DecodingError: \(thrown)")
        let (name, context) = Self.parts(of: error)
        #expect(name == row.throwsCase)
        let path = pathText(context.codingPath)
        #expect((path.hasPrefix(".") ? String(path.dropFirst()) : path) == (row.path == "—" ? "" : row.path))
        if row.message.hasSuffix("…") {
            #expect(context.debugDescription.hasPrefix(row.message.dropLast()), "\(context.debugDescription)")
        } else {
            #expect(context.debugDescription == row.message)
        }
        // An error about the tag carries what a program reads about it.
        if row.error.hasSuffix(" tag") || row.error == "unknown case" {
            let tagError = try #require(context.underlyingError as? FlatTaggedTagError)
            #expect(tagError.message == context.debugDescription)
            #expect(context.debugDescription.hasPrefix(tagError.typeName + ": "))
            #expect(tagError.key == (row.form == "External" ? nil : Self.key(in: row.message)))
            #expect(!tagError.acceptedTags.isEmpty)
        }
        #expect("\(error)".utf8.count < 1_000)
    }

    /// The key a tag message quotes first: `Command: no "type" key; …` gives `type`.
    static func key(in message: String) -> String? {
        guard let open = message.firstIndex(of: "\"") else { return nil }
        let rest = message[message.index(after: open)...]
        return rest.firstIndex(of: "\"").map { String(rest[..<$0]) }
    }

    static func parts(of error: DecodingError) -> (String, DecodingError.Context) {
        switch error {
        case .typeMismatch(_, let context): ("typeMismatch", context)
        case .valueNotFound(_, let context): ("valueNotFound", context)
        case .keyNotFound(_, let context): ("keyNotFound", context)
        case .dataCorrupted(let context): ("dataCorrupted", context)
        @unknown default: ("unknown", .init(codingPath: [], debugDescription: ""))
        }
    }
}
