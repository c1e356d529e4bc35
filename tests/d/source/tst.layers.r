layering: every include points down the pipeline
