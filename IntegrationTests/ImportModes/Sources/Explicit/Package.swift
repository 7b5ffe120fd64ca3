// Package enums in a file whose imports have explicit levels.
internal import Foundation

// @FlatTagged
package enum Message: Codable, Sendable {
    case text(body: String)
    case data(bytes: Int)
}

// @FlatTagged
enum Local: Codable {
    case a(value: Int)
}
