import FlatTagged
import Foundation

// The untagged form against the hand-written `try?` chains the MCP Swift SDK writes for the same
// unions, and against the same responses tagged flat: JSON-RPC responses, 9 in 10 a result and 1
// in 10 an error, told apart by their keys; ids that are half strings and half numbers, told
// apart by their JSON type.

struct BenchToolResult: Codable, Equatable {
    var content: [String]
    var isError: Bool?
}

struct BenchRPCError: Codable, Equatable {
    var code: Int
    var message: String
}

// @FlatTagged(untagged)
enum BenchID: Equatable {
    case string(String)
    case number(Int)
}

// @FlatTagged(untagged)
enum UntaggedResponse: Equatable {
    case success(id: BenchID, result: BenchToolResult)
    case failure(id: BenchID?, error: BenchRPCError)
}

/// The same responses with a `"type"` beside the data: the flat form's cost for the same job.
// @FlatTagged
enum FlatResponse: Equatable {
    case success(id: BenchID, result: BenchToolResult)
    case failure(id: BenchID?, error: BenchRPCError)
}

/// An id decoded as the MCP Swift SDK's `ID` does: `try?` a string, then a number.
enum TryChainID: Codable, Equatable {
    case string(String)
    case number(Int)

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let string = try? container.decode(String.self) {
            self = .string(string)
        } else if let number = try? container.decode(Int.self) {
            self = .number(number)
        } else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "ID must be a string or a number")
        }
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .string(let value): try container.encode(value)
        case .number(let value): try container.encode(value)
        }
    }
}

/// A response decoded as the MCP Swift SDK's `Response` does (0.12.1, without its `jsonrpc`
/// check, which these responses don't carry): the id, then `try?` the result,
/// then `try?` the error. An error response fails the result's decoding first (`keyNotFound`,
/// built and thrown away), and a malformed result is reported as "Invalid response".
enum TryChainResponse: Codable, Equatable {
    case success(id: TryChainID, result: BenchToolResult)
    case failure(id: TryChainID?, error: BenchRPCError)

    enum CodingKeys: String, CodingKey { case id, result, error }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let id = try container.decode(TryChainID.self, forKey: .id)
        if let result = try? container.decode(BenchToolResult.self, forKey: .result) {
            self = .success(id: id, result: result)
        } else if let error = try? container.decode(BenchRPCError.self, forKey: .error) {
            self = .failure(id: id, error: error)
        } else {
            throw DecodingError.dataCorruptedError(forKey: .result, in: container, debugDescription: "Invalid response")
        }
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .success(let id, let result):
            try container.encode(id, forKey: .id)
            try container.encode(result, forKey: .result)
        case .failure(let id, let error):
            try container.encodeIfPresent(id, forKey: .id)
            try container.encode(error, forKey: .error)
        }
    }
}

func untaggedResponse(_ index: Int) -> UntaggedResponse {
    let id: BenchID = index % 2 == 0 ? .number(index) : .string("req-\(index)")
    if index % 10 == 9 {
        return .failure(id: id, error: BenchRPCError(code: -32602, message: "Invalid params for call \(index)"))
    }
    return .success(
        id: id, result: BenchToolResult(content: ["result \(index)", "done"], isError: index % 3 == 0 ? false : nil))
}

extension FlatResponse {
    init(_ response: UntaggedResponse) {
        switch response {
        case .success(let id, let result): self = .success(id: id, result: result)
        case .failure(let id, let error): self = .failure(id: id, error: error)
        }
    }
}

/// The untagged measurements and their data; checks first that every approach reads the same
/// values.
func untaggedMeasurements(count: Int) throws -> [Measurement] {
    let encoder = JSONEncoder()
    let decoder = JSONDecoder()
    let responses = (0..<count).map(untaggedResponse)
    let responseData = try encoder.encode(responses)
    let flatData = try encoder.encode(responses.map(FlatResponse.init))
    let ids = (0..<count).map { index -> BenchID in index % 2 == 0 ? .number(index * 7) : .string("id-\(index)") }
    let idData = try encoder.encode(ids)
    guard try decoder.decode([UntaggedResponse].self, from: responseData) == responses,
        try decoder.decode([TryChainResponse].self, from: responseData).count == count,
        try decoder.decode([FlatResponse].self, from: flatData) == responses.map(FlatResponse.init),
        try encoder.encode(try decoder.decode([TryChainResponse].self, from: responseData)).count == responseData.count,
        try decoder.decode([BenchID].self, from: idData) == ids,
        try decoder.decode([TryChainID].self, from: idData).count == count
    else {
        print("the untagged approaches disagree on the data")
        exit(1)
    }
    return [
        .init(caseName: "untagged-keys", approach: "generated", bytes: responseData.count, objects: count) {
            _ = try decoder.decode([UntaggedResponse].self, from: responseData)
        },
        .init(caseName: "untagged-keys", approach: "hand-written", bytes: responseData.count, objects: count) {
            _ = try decoder.decode([TryChainResponse].self, from: responseData)
        },
        .init(caseName: "untagged-keys", approach: "flat-tagged", bytes: flatData.count, objects: count) {
            _ = try decoder.decode([FlatResponse].self, from: flatData)
        },
        .init(caseName: "untagged-type", approach: "generated", bytes: idData.count, objects: count) {
            _ = try decoder.decode([BenchID].self, from: idData)
        },
        .init(caseName: "untagged-type", approach: "hand-written", bytes: idData.count, objects: count) {
            _ = try decoder.decode([TryChainID].self, from: idData)
        },
    ]
}
