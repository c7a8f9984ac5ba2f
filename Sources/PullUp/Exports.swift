@_exported import PullUpCore
