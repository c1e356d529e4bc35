calls: every call points down the pipeline
