/// Builds the declaration model from tokens: scopes, `#if` blocks, imports, every enum with its
/// cases, and the markers that apply to them.
///
/// It reads declarations, not expressions: inside code it only tracks braces, so that local
/// types are known to be local. Scopes are kept on an explicit stack, never by recursion, so
/// no nesting depth can exhaust the call stack. Each token is visited a bounded number of times.
package struct DeclarationParser {
    let file: SourceFile
    let tokens: [Token]
    /// What the lexer read at the head of each comment that could hold a marker.
    let commentHeads: [Int: CommentHead]
    var markers: MarkerParser
    var result = FileDeclarations()

    /// One open brace.
    struct Frame {
        var kind: ScopeKind
        /// The name path this scope adds (`["Outer"]`, or `["Foo", "Bar"]` for `extension Foo.Bar`).
        var path: [String] = []
        var access: AccessLevel?
        var genericParameters: [String] = []
        /// Index into `result.enums` when this frame is an enum body.
        var enumIndex: Int?
        /// Index into `result.structs` when this frame is a struct's body.
        var structIndex: Int?
        /// Index into `result.families.members` when this frame is a marked member's body.
        var memberIndex: Int?
        /// `conditionals.count` when the frame opened.
        var conditionalDepth: Int
    }

    /// One open `#if` block.
    struct ConditionalBlock {
        var clause: ConditionalClause
        var frameDepth: Int
    }

    var frames: [Frame] = []
    var conditionals: [ConditionalBlock] = []
    /// `#if` conditions the generated code could not repeat; errors only in files with markers.
    var conditionProblems: [LexicalProblem] = []

    /// State that applies to the next declaration.
    var pendingEnumMarker: TypeMarker?
    var pendingCaseMarker: TagMarker?
    var pendingAccess: AccessLevel?
    var pendingIndirect = false
    var pendingNonisolated = false
    var pendingGlobalActor = false
    var pendingAvailability: [AvailabilityAttribute] = []
    var pendingDeclarationStart: Int?
    /// A comment that read as a marker without its `@` (`// FlatTagged`): reported only if a
    /// declaration follows; prose before anything else is prose.
    var pendingNearMiss: Diagnostic?
    /// `@Polymorphic` or `@LossyPolymorphic` before the next declaration, and where it stands.
    var pendingPolymorphic: (wrapper: String, location: SourceLocation)?

    /// Lexes and parses a whole file.
    package static func parse(_ file: SourceFile) -> FileDeclarations {
        parse(LexedFile(file))
    }

    /// Parses a whole lexed file. Lexical problems are errors only in files with markers.
    static func parse(_ lexed: LexedFile) -> FileDeclarations {
        let file = lexed.file
        var parser = DeclarationParser(file: file, tokens: lexed.tokens, commentHeads: lexed.commentHeads)
        parser.run()
        if parser.result.hasMarkers {
            for problem in lexed.problems + parser.conditionProblems {
                parser.result.diagnostics.append(Diagnostic(problem.message, at: file.location(of: problem.offset)))
            }
        }
        parser.result.diagnostics.append(contentsOf: parser.markers.diagnostics)
        parser.result.diagnostics.sort { $0.location < $1.location }
        return parser.result
    }

    init(file: SourceFile, tokens: [Token], commentHeads: [Int: CommentHead]) {
        self.file = file
        self.tokens = tokens
        self.commentHeads = commentHeads
        self.markers = MarkerParser(file: file)
        self.frames = [Frame(kind: .file, conditionalDepth: 0)]
    }

    // MARK: - Driver

    mutating func run() {
        var index = 0
        while index < tokens.count {
            let token = tokens[index]
            if pendingNearMiss != nil { settlePendingNearMiss(before: token) }
            switch token.kind {
            case .lineComment, .docLineComment:
                handleComment(token)
                index += 1
            case .blockComment:
                index += 1
            case .poundKeyword:
                index = handleDirective(at: index)
            case .at:
                if pendingDeclarationStart == nil { pendingDeclarationStart = token.start }
                if index + 1 < tokens.count, tokens[index + 1].kind == .identifier,
                    text(tokens[index + 1]) == "MainActor" || text(tokens[index + 1]).hasSuffix("Actor")
                {
                    pendingGlobalActor = true
                }
                let end = skipAttribute(at: index)
                if let attribute = availabilityAttribute(index..<end) { pendingAvailability.append(attribute) }
                notePolymorphicAttribute(index..<end)
                index = end
            case .leftBrace:
                rejectPendingEnumMarker(found: "'{'")
                clearPending()
                frames.append(Frame(kind: .local, conditionalDepth: conditionals.count))
                index += 1
            case .rightBrace:
                closeFrame(at: token)
                clearPending()
                index += 1
            case .identifier:
                index = handleIdentifier(at: index)
            default:
                index += 1
            }
        }
        rejectPendingEnumMarker(found: "the end of the file")
        rejectPendingCaseMarker()
        if frames.count > 1, result.hasMarkers {
            result.diagnostics.append(
                Diagnostic(Messages.unclosedScope, at: file.location(of: file.bytes.count)))
        }
        while frames.count > 1 { finishFrame(frames.removeLast()) }
    }

    mutating func clearPending() {
        pendingAccess = nil
        pendingIndirect = false
        pendingNonisolated = false
        pendingGlobalActor = false
        pendingAvailability = []
        pendingDeclarationStart = nil
        pendingPolymorphic = nil
    }

    // MARK: - Markers

    mutating func handleComment(_ token: Token) {
        // Only comments that could hold a marker have a head (`MarkerPrecheck.inComment`).
        guard let head = commentHeads[token.start] else { return }
        defer {
            if let nearMiss = markers.bareNearMiss {
                pendingNearMiss = nearMiss
                markers.bareNearMiss = nil
            }
        }
        switch markers.parse(comment: head) {
        case .enumMarker(let marker)?:
            result.hasMarkers = true
            rejectPendingEnumMarker(found: "another @FlatTagged marker")
            pendingEnumMarker = marker
        case .caseMarker(let marker)?:
            result.hasMarkers = true
            rejectPendingCaseMarker()
            pendingCaseMarker = marker
        case nil:
            break
        }
    }

    /// Reports the pending near miss when `token` starts a declaration (an attribute, a modifier
    /// or a declaration keyword); drops it before anything else. Comments and `#if` keep it
    /// pending.
    mutating func settlePendingNearMiss(before token: Token) {
        switch token.kind {
        case .lineComment, .docLineComment, .blockComment, .poundKeyword:
            return
        case .at:
            result.diagnostics.append(pendingNearMiss!)
        case .identifier:
            if let word = keyword(token), word.opensTypeBody || word.isOtherDeclaration || word.isModifier {
                result.diagnostics.append(pendingNearMiss!)
            }
        default:
            break
        }
        pendingNearMiss = nil
    }

    mutating func rejectPendingEnumMarker(found: String) {
        guard let marker = pendingEnumMarker else { return }
        result.diagnostics.append(
            Diagnostic(Messages.misplacedEnumMarker(found: found), at: marker.location))
        pendingEnumMarker = nil
    }

    mutating func rejectPendingCaseMarker() {
        guard let marker = pendingCaseMarker else { return }
        result.diagnostics.append(Diagnostic(Messages.misplacedCaseMarker(found: nil), at: marker.location))
        pendingCaseMarker = nil
    }

    // MARK: - Attributes

    /// Skips `@name`, `@A.B` and `@name(…)` where the parenthesis touches the name.
    func skipAttribute(at start: Int) -> Int {
        var index = start + 1
        guard index < tokens.count, tokens[index].kind == .identifier else { return index }
        index += 1
        while index + 1 < tokens.count, tokens[index].kind == .period, tokens[index + 1].kind == .identifier {
            index += 2
        }
        if index < tokens.count, tokens[index].kind == .leftParen, tokens[index].start == tokens[index - 1].end {
            index = skipGroup(from: index)
        }
        return index
    }

    /// `@available(macOS 14, *)` as an attribute the generated code can classify and repeat;
    /// nil for any other attribute.
    func availabilityAttribute(_ range: Range<Int>) -> AvailabilityAttribute? {
        guard range.count > 3, tokens[range.lowerBound + 1].kind == .identifier,
            text(tokens[range.lowerBound + 1]) == "available",
            tokens[range.lowerBound + 2].kind == .leftParen, tokens[range.upperBound - 1].kind == .rightParen
        else { return nil }
        var arguments: [String] = []
        var start = range.lowerBound + 3
        var depth = 0
        for index in start..<(range.upperBound - 1) {
            switch tokens[index].kind {
            case .leftParen, .leftBracket: depth += 1
            case .rightParen, .rightBracket: depth -= 1
            case .comma where depth == 0:
                arguments.append(joinedText(start..<index))
                start = index + 1
            default: break
            }
        }
        arguments.append(joinedText(start..<(range.upperBound - 1)))
        return AvailabilityAttribute(arguments: arguments, location: location(tokens[range.lowerBound]))
    }

    // MARK: - Identifiers and declarations

    mutating func handleIdentifier(at index: Int) -> Int {
        let token = tokens[index]
        guard let word = keyword(token), previousSignificant(before: index)?.kind != .period else {
            // Checked first: this runs for every identifier, and the message costs a string.
            if pendingEnumMarker != nil { rejectPendingEnumMarker(found: "'\(text(token))'") }
            return index + 1
        }
        if word.isModifier || (word == .class && isClassModifier(at: index)) {
            if pendingDeclarationStart == nil { pendingDeclarationStart = token.start }
            var next = index + 1
            let following = significant(from: next)
            if following < tokens.count, tokens[following].kind == .leftParen, tokens[following].start == token.end {
                // `private(set)`, `nonisolated(unsafe)`: not the declaration's own access.
                next = skipGroup(from: following)
            } else if let access = AccessLevel(rawValue: word.rawValue) {
                pendingAccess = access
            } else if word == .indirect {
                pendingIndirect = true
            } else if word == .nonisolated {
                pendingNonisolated = true
            }
            return next
        }
        if word.opensTypeBody {
            // `func drop(enum name: String)`: a keyword as an argument label declares nothing.
            let previous = previousSignificant(before: index)?.kind
            if previous != .leftParen, previous != .comma, let next = parseTypeDeclaration(keyword: word, at: index) {
                return next
            }
            if pendingEnumMarker != nil { rejectPendingEnumMarker(found: "'\(word.rawValue)'") }
            return index + 1
        }
        if word.isOtherDeclaration {
            if word == .case, let enumIndex = frames.last?.enumIndex {
                return parseCase(at: index, enumIndex: enumIndex)
            }
            if pendingEnumMarker != nil { rejectPendingEnumMarker(found: "'\(word.rawValue)'") }
            if word != .case { rejectPendingCaseMarker() }
            if word == .import, frames.count == 1 {
                return parseImport(at: index)
            }
            if word == .typealias, !frames.contains(where: { $0.kind == .local }) {
                return parseTypeAlias(at: index)
            }
            if word == .var || word == .let || word == .func, let enumIndex = frames.last?.enumIndex {
                recordMember(after: index, enumIndex: enumIndex)
            }
            if word == .var || word == .let { noteProperty(at: index) }
            if word == .var || word == .let, let structIndex = frames.last?.structIndex {
                recordStoredProperty(at: index, structIndex: structIndex)
            }
            if word == .`init` || word == .func { noteCustomCoding(at: index) }
            clearPending()
            return index + 1
        }
        if pendingEnumMarker != nil { rejectPendingEnumMarker(found: "'\(word.rawValue)'") }
        return index + 1
    }

    /// A property, or a function without parameters, declared in an enum's body (`var kind`,
    /// `func kind()`, `static var flatTags`): its name, for the names generated code declares.
    /// Functions with parameters (`func kind(of:)`) clash with no property.
    mutating func recordMember(after index: Int, enumIndex: Int) {
        var modifier = index
        var isStatic = false
        while let previous = previousSignificantIndex(before: modifier), let word = keyword(tokens[previous]),
            word.isModifier
        {
            if word == .static { isStatic = true }
            modifier = previous
        }
        let nameIndex = significant(from: index + 1)
        guard nameIndex < tokens.count, tokens[nameIndex].kind == .identifier else { return }
        if keyword(tokens[index]) == .func {
            var open = significant(from: nameIndex + 1)
            if open < tokens.count, tokens[open].kind == .leftAngle { open = significant(from: skipGroup(from: open)) }
            let close = significant(from: open + 1)
            guard open < tokens.count, tokens[open].kind == .leftParen, close < tokens.count,
                tokens[close].kind == .rightParen
            else { return }
        }
        result.enums[enumIndex].members.append(
            MemberName(name: name(tokens[nameIndex]), location: location(tokens[nameIndex]), isStatic: isStatic))
    }

    /// `class func`, `class var`: `class` as a modifier, not a class declaration.
    func isClassModifier(at index: Int) -> Bool {
        let next = significant(from: index + 1)
        guard next < tokens.count else { return false }
        if let word = keyword(tokens[next]) { return word.followsClassModifier }
        return tokens[next].kind == .at
    }

    mutating func closeFrame(at token: Token) {
        rejectPendingEnumMarker(found: "'}'")
        rejectPendingCaseMarker()
        guard frames.count > 1 else {
            if result.hasMarkers {
                result.diagnostics.append(Diagnostic(Messages.unexpectedClosingBrace, at: location(token)))
            }
            return
        }
        finishFrame(frames.removeLast())
    }

    mutating func finishFrame(_ frame: Frame) {
        if conditionals.count > frame.conditionalDepth {
            conditionals.removeLast(conditionals.count - frame.conditionalDepth)
        }
    }
}
