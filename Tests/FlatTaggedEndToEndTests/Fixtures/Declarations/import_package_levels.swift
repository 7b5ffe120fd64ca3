// Shows: a package family and a package enum in a file with plain imports: the runtime imported at package level under InternalImportsByDefault, plainly otherwise.
import Foundation

// @FlatTagged
package protocol Gadget: Codable {}

// @FlatTag("lamp")
package struct Lamp: Gadget {
    package var watts: Int
}

// @FlatTagged
package enum Message { case text(body: String) }
