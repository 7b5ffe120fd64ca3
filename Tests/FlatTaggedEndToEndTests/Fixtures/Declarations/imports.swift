// Shows: the file's imports repeated in the generated file, conditional and attributed ones included.
import Foundation
@preconcurrency import Dispatch
#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#endif
import FlatTagged
import struct Foundation.URL

// @FlatTagged
enum Message { case a(value: Int) }
