import Foundation

/// The service's OpenAPI document (`Apps/SignUpServer/openapi.yaml`), as built into the program.
public enum Contract {
  /// The document's bytes, or `nil` if the build lost its resource.
  public static let document: Data? = Bundle.module.url(forResource: "openapi", withExtension: "yaml").flatMap {
    try? Data(contentsOf: $0)
  }
}
